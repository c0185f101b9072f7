import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { preloadable } from './preloadable';

const Page = ({ who }: { who: string }) => <p>Hello {who}</p>;

describe('a preloadable page', () => {
  it('shows its loader first when its code is not loaded yet, then the page', async () => {
    const Lazy = preloadable(async () => Page);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy who="examiner" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello examiner')).toBeInTheDocument();
  });

  it('is drawn at once, with no loader, when start-up loaded it before the first render', async () => {
    const load = jest.fn(async () => Page);
    const Lazy = preloadable(load);
    await act(() => Lazy.preload());
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy who="clerk" />
      </Suspense>,
    );
    expect(screen.getByText('Hello clerk')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again after a failed preload', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk 503'))
      .mockResolvedValueOnce(Page);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('chunk 503');
    await expect(Lazy.preload()).resolves.toBe(Page);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
