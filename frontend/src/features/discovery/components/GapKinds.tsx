/** The switch between the gaps of the spaces (/gaps) and of the differential equations (/gaps?kind=equation). */
import { Link } from 'react-router-dom';

export function GapKinds({ kind }: { kind: 'space' | 'equation' }) {
  const item = (which: 'space' | 'equation', label: string, to: string) =>
    which === kind ? (
      <strong aria-current="page">{label}</strong>
    ) : (
      <Link to={to}>{label}</Link>
    );
  return (
    <nav aria-label="Gaps of" className="gap-kinds">
      Gaps of: {item('space', 'Spaces', '/gaps')} · {item('equation', 'Differential equations', '/gaps?kind=equation')}
    </nav>
  );
}
