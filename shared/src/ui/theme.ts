import { Anchor, createTheme, darken, type CSSVariablesResolver } from '@mantine/core';

/** The portal's look: a sober civic navy, readable type, rounded but not playful. */
export const portalTheme = createTheme({
  primaryColor: 'civic',
  primaryShade: 7,
  colors: {
    civic: [
      '#eaf1fb',
      '#d3e0f3',
      '#a6c0e6',
      '#769ed9',
      '#4f81cd',
      '#366fc6',
      '#2962b5',
      '#1f4f95',
      '#17407a',
      '#0e2f5c',
    ],
  },
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  // Filled colours pick black or white text by their lightness (orange and yellow need black).
  autoContrast: true,
  components: {
    // Links are underlined, so they are told from the text around them without relying on colour (WCAG 1.4.1).
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
  },
});

/**
 * Text colours at WCAG AA. Mantine's dimmed text (gray 6 on white, 3.3:1) is below WCAG AA's 4.5:1 for body text; the portal's is gray 7
 * (about 7.9:1), and placeholders follow, so secondary text stays secondary and readable. Error text likewise:
 * red 9 (5.4:1) instead of red 6 (3.6:1).
 */
export const portalCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    // Light and outline badges, buttons and alerts: Mantine's text (shade 9 on shade 1, shade 7 outlines) is
    // under 4.5:1 for yellow, orange, lime and others; a darkened shade 9 reads at 4.5:1 or better in every colour.
    ...Object.fromEntries(
      Object.entries(theme.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.35)],
        [`--mantine-color-${name}-outline`, darken(shades[9], 0.2)],
      ]),
    ),
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});
