/** The breadcrumb trail every page starts with (spec section 2). */
import { Link } from 'react-router-dom';
import { MathText } from './Math';
import { mathLinkLabel } from '../lib/math-link-label';

export interface Crumb {
  label: string;
  to?: string;
}

export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>{crumbs.length === 0 ? <span aria-current="page">Home</span> : <Link to="/">Home</Link>}</li>
        {crumbs.map((crumb, index) => (
          <li key={index}>
            {crumb.to && index < crumbs.length - 1 ? (
              <Link to={crumb.to} aria-label={mathLinkLabel(crumb.label)}>
                <MathText text={crumb.label} />
              </Link>
            ) : (
              <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                <MathText text={crumb.label} />
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
