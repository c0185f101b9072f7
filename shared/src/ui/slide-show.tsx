import { ActionIcon, Box, Group, Image, Paper, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGIN_SLIDE_INTERVAL_MS } from '@lrp/contract';
import { useCountyStore } from '../store/county-store';

const SlideDialog = lazy(() =>
  import('@lrp/shared/widgets').then((m) => ({ default: m.SlideDialog })),
);

/**
 * The county's slides (1 to 6): autoplay every 30 s when there is more than one, arrows and dots, click to
 * enlarge. Used on the login page and the home page.
 */
export function SlideShow({ count }: { count: number }) {
  const { t } = useTranslation();
  const apiPrefix = useCountyStore((s) => s.productConfig?.SERVER_URL ?? '/api/');
  const [current, setCurrent] = useState(0);
  const [enlarged, setEnlarged] = useState(false);

  useEffect(() => {
    if (count < 2 || enlarged) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), LOGIN_SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, enlarged]);

  if (count < 1) return null;
  const index = current % count;
  const src = `${apiPrefix}auth/loginPageSlide/${index + 1}`;
  const label = t('slides.slide', { n: index + 1, count });
  const step = (delta: number) => setCurrent((c) => (c + delta + count) % count);
  const arrow = {
    variant: 'white',
    radius: 'xl',
    size: 'lg',
    pos: 'absolute',
    top: '50%',
    style: { transform: 'translateY(-50%)' },
  } as const;

  return (
    <Paper
      withBorder
      radius="md"
      p={0}
      style={{ overflow: 'hidden' }}
      role="region"
      aria-roledescription="carousel"
      aria-label={t('slides.label')}
    >
      <Box pos="relative">
        <UnstyledButton
          onClick={() => setEnlarged(true)}
          aria-label={t('slides.enlarge', { n: index + 1 })}
          w="100%"
          display="block"
        >
          <Image
            src={src}
            alt={label}
            w="100%"
            fit="cover"
            style={{ aspectRatio: '12 / 5' }}
            fetchPriority="high"
          />
        </UnstyledButton>
        {count > 1 && (
          <>
            <ActionIcon
              {...arrow}
              left={10}
              onClick={() => step(-1)}
              aria-label={t('slides.previous')}
            >
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon {...arrow} right={10} onClick={() => step(1)} aria-label={t('slides.next')}>
              <IconChevronRight size={20} />
            </ActionIcon>
          </>
        )}
      </Box>
      {count > 1 && (
        <Group justify="center" gap={0} py={2}>
          {Array.from({ length: count }, (_, i) => (
            // A 24 px target (WCAG 2.5.8) around a 10 px dot.
            <UnstyledButton
              key={i}
              onClick={() => setCurrent(i)}
              aria-label={t('slides.goTo', { n: i + 1 })}
              aria-current={i === index}
              w={24}
              h={24}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                borderRadius: 12,
              }}
            >
              <Box
                component="span"
                style={{
                  width: 10,
                  height: 10,
                  borderRadius: 5,
                  background:
                    i === index ? 'var(--mantine-color-civic-7)' : 'var(--mantine-color-gray-4)',
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
      {enlarged && (
        <Suspense fallback={null}>
          <SlideDialog src={src} label={label} onClose={() => setEnlarged(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
