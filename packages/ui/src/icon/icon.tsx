import type { SVGProps } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths.js';

/** Props of `Icon`. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'ref'> {
  /** Which icon to draw. */
  name: IconName;
  /**
   * Accessible name. Without one the icon is decorative (`aria-hidden`) and the control that holds
   * it must carry the label.
   */
  label?: string;
  /** Fill the shape with the current colour (a filled star). @default false */
  filled?: boolean;
}

/** A 24 x 24 stroke icon drawn in the current text colour, sized by CSS (1em by default). */
export function Icon({ name, label, filled = false, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-icon={name}
      {...rest}
    >
      {ICON_PATHS[name].map((d) => {
        if (d.startsWith('circle:')) {
          const [cx, cy, r] = d.slice(7).split(',');
          return <circle key={d} cx={cx} cy={cy} r={r} />;
        }
        return <path key={d} d={d} />;
      })}
    </svg>
  );
}
