import { createTheme } from '@mantine/core';

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
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
});
