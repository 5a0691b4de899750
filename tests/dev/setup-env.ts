/**
 * The dev suite's tests talk to the stack `npm run dev` starts on this stack's ports: the Admin
 * SDK, the web SDK clients and tests/support read the same variables the launcher gives its children.
 */
import { clientEnv, planStack } from '../../emulators/stack.js';

Object.assign(process.env, clientEnv(planStack({ hosting: false })));
