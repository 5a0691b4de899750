/**
 * Roles and statuses as a person reads them, in their language. The stored values (`admin`,
 * `disabled`…) stay as they are: they are the data, these are their names on screen.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Role, UserStatus } from '@civic/domain';

export const ROLE_NAMES: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  user: msg`Citizen`,
};

export const STATUS_NAMES: Record<UserStatus, MessageDescriptor> = {
  active: msg`Active`,
  disabled: msg`Disabled`,
};
