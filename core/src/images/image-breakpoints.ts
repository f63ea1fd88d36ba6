/**
 * The image breakpoints of spec §2: the widths, in pixels, the optimisation route renders for `srcset`. They are
 * not the layout breakpoints (tablet 769, desktop 1024, …): these are the sizes of the files a browser picks from.
 */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

export type ImageBreakpoint = keyof typeof IMAGE_BREAKPOINTS;

/** The breakpoints' widths, narrowest first. */
export const IMAGE_BREAKPOINT_WIDTHS: readonly number[] = Object.values(IMAGE_BREAKPOINTS).sort((a, b) => a - b);
