import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  /** The heading's id, for a section it names (aria-labelledby). */
  titleId?: string;
  description?: ReactNode;
  /** Buttons or links shown beside the title. */
  actions?: ReactNode;
}

/** The one <h1> of a screen, with an optional lead paragraph and actions. */
export function PageHeader({ title, titleId, description, actions }: PageHeaderProps) {
  return (
    <header className="page-header">
      <div>
        <h1 id={titleId}>{title}</h1>
        {description && <p className="muted page-header__description">{description}</p>}
      </div>
      {actions && <div className="page-header__actions">{actions}</div>}
    </header>
  );
}
