import { createTheme, type CSSVariablesResolver } from '@mantine/core';

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
});

/**
 * Mantine's dimmed text (gray 6 on white, 3.3:1) is below WCAG AA's 4.5:1 for body text; the portal's is gray 7
 * (about 7.9:1), and placeholders follow, so secondary text stays secondary and readable. Error text likewise:
 * red 9 (5.4:1) instead of red 6 (3.6:1).
 */
export const portalCssVariables: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': theme.colors.gray[7],
    '--mantine-color-placeholder': theme.colors.gray[7],
    '--mantine-color-error': theme.colors.red[9],
  },
  dark: {},
});
