/** The field a holds / fails entry is about, as a small mark after its name. */
import type { ScalarMark as Mark } from '../lib/holds-fails';

const TITLES: Record<Mark, string> = {
  real: 'over the real numbers',
  complex: 'over the complex numbers',
  both: 'over the real and the complex numbers',
};

export function ScalarMark({ mark }: { mark: Mark }) {
  return (
    <span className={`scalar-mark scalar-${mark}`} title={TITLES[mark]}>
      {mark}
    </span>
  );
}
