import { describe, expect, it } from 'vitest';
import { cssVarStyle } from './css-var-props.js';

describe('cssVarStyle', () => {
  it('turns $-props into CSS variables and keeps the own style on top', () => {
    expect(
      cssVarStyle({
        $stackGap: '1rem',
        $gridColumns: 3,
        $skipped: undefined,
        title: 'x',
        style: { color: 'red' },
      }),
    ).toEqual({ style: { '--stack-gap': '1rem', '--grid-columns': 3, color: 'red' } });
  });

  it('ignores a style function (react-aria render props)', () => {
    expect(cssVarStyle({ $progress: '40%', style: () => ({}) })).toEqual({
      style: { '--progress': '40%' },
    });
  });
});
