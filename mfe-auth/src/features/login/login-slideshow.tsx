import {
  ActionIcon,
  Box,
  fetchLoginPageSlides,
  Group,
  Image,
  LOGIN_SLIDE_INTERVAL_MS,
  loginSlideUrl,
  Modal,
  Paper,
  UnstyledButton,
  useCountyStore,
} from '@lrp/shared';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The county's 1 to 6 slides: autoplay every 30 s when there is more than one, click to enlarge. */
export function LoginSlideshow() {
  const { t } = useTranslation('auth');
  const apiPrefix = useCountyStore((s) => s.productConfig?.SERVER_URL ?? '/api/');
  const [count, setCount] = useState(0);
  const [current, setCurrent] = useState(0);
  const [enlarged, setEnlarged] = useState(false);

  useEffect(() => {
    fetchLoginPageSlides()
      .then(({ content }) => setCount(content.numberOfSlides))
      .catch(() => setCount(0));
  }, []);

  useEffect(() => {
    if (count < 2 || enlarged) return;
    const timer = setInterval(() => setCurrent((c) => (c + 1) % count), LOGIN_SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [count, enlarged]);

  if (count === 0) return null;
  const src = loginSlideUrl(apiPrefix, current + 1);
  const label = t('slides.slide', { n: current + 1, count });
  const step = (delta: number) => setCurrent((c) => (c + delta + count) % count);

  return (
    <Paper withBorder radius="md" p={0} style={{ overflow: 'hidden' }} role="region" aria-roledescription="carousel" aria-label={t('slides.label')}>
      <Box pos="relative">
        <UnstyledButton onClick={() => setEnlarged(true)} aria-label={t('slides.enlarge', { n: current + 1 })} w="100%" display="block">
          <Image src={src} alt={label} w="100%" fit="cover" style={{ aspectRatio: '12 / 5' }} />
        </UnstyledButton>
        {count > 1 && (
          <>
            <ActionIcon variant="white" radius="xl" size="lg" pos="absolute" left={10} top="50%" style={{ transform: 'translateY(-50%)' }} onClick={() => step(-1)} aria-label={t('slides.previous')}>
              <IconChevronLeft size={20} />
            </ActionIcon>
            <ActionIcon variant="white" radius="xl" size="lg" pos="absolute" right={10} top="50%" style={{ transform: 'translateY(-50%)' }} onClick={() => step(1)} aria-label={t('slides.next')}>
              <IconChevronRight size={20} />
            </ActionIcon>
          </>
        )}
      </Box>
      {count > 1 && (
        <Group justify="center" gap={8} py={8}>
          {Array.from({ length: count }, (_, i) => (
            <UnstyledButton
              key={i}
              onClick={() => setCurrent(i)}
              aria-label={t('slides.goTo', { n: i + 1 })}
              aria-current={i === current}
              style={{ width: 10, height: 10, borderRadius: 5, background: i === current ? 'var(--mantine-color-civic-7)' : 'var(--mantine-color-gray-4)' }}
            />
          ))}
        </Group>
      )}
      <Modal opened={enlarged} onClose={() => setEnlarged(false)} size="80rem" title={label} centered>
        <Image src={src} alt={label} w="100%" />
      </Modal>
    </Paper>
  );
}
