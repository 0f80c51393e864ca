/** The viewports of the toolbar: the 375-wide mobile design, a narrow phone, and desktop. */
export const VIEWPORTS = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  narrow: { name: 'Narrow phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/** A viewport name of the toolbar. */
export type ViewportName = keyof typeof VIEWPORTS;
