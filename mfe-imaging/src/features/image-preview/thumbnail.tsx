import { Stack, UnstyledButton, useMediaQuery, useTranslation } from '@lrp/shared';
import { Checkbox } from '@lrp/shared/widgets';
import { useState, type MouseEvent } from 'react';

/** Spec 1 §9: hover zoom as a background size, 300% on large screens and 350% on small ones. */
const ZOOM_LARGE = '300%';
const ZOOM_SMALL = '350%';

/**
 * One page of the preview: the thumbnail (a button that opens the enlarged page; hovering zooms into it), its
 * page number and its checkbox.
 */
export function Thumbnail({
  page,
  image,
  title,
  selected,
  onToggle,
  onEnlarge,
}: {
  page: number;
  image: string;
  title: string;
  selected: boolean;
  onToggle: () => void;
  onEnlarge: () => void;
}) {
  const { t } = useTranslation('imaging');
  const large = useMediaQuery('(min-width: 62em)');
  const [zoom, setZoom] = useState<string | null>(null);
  const source = `data:image/jpeg;base64,${image}`;
  const follow = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoom(`${x.toFixed(1)}% ${y.toFixed(1)}%`);
  };
  return (
    <Stack gap={4} align="center" data-page={page}>
      <UnstyledButton
        onClick={onEnlarge}
        onMouseMove={follow}
        onMouseLeave={() => setZoom(null)}
        aria-label={t('preview.enlarge', { page })}
        style={{
          width: 128,
          height: 165,
          border: `2px solid ${selected ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-4)'}`,
          backgroundImage: zoom ? `url(${source})` : undefined,
          backgroundSize: zoom ? (large ? ZOOM_LARGE : ZOOM_SMALL) : undefined,
          backgroundPosition: zoom ?? undefined,
          backgroundRepeat: 'no-repeat',
        }}
      >
        <img
          src={source}
          alt={t('preview.pageAlt', { page, title })}
          width={124}
          height={161}
          style={{ display: 'block', opacity: zoom ? 0 : 1 }}
        />
      </UnstyledButton>
      <Checkbox
        label={t('preview.pageNumber', { page })}
        checked={selected}
        onChange={onToggle}
        aria-label={t('preview.select', { page })}
      />
    </Stack>
  );
}
