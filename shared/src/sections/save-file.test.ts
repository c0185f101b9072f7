import { saveFile } from './save-file';

describe('saveFile', () => {
  test('downloads the file under its name through a link it removes, and frees the URL afterwards', () => {
    jest.useFakeTimers();
    const created = jest.fn(() => 'blob:portal/1');
    const revoked = jest.fn();
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked });
    const clicked: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ href: this.href, download: this.download });
    });
    const file = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

    saveFile(file, 'SearchResultsReport.pdf');

    expect(created).toHaveBeenCalledWith(file);
    expect(clicked).toEqual([{ href: 'blob:portal/1', download: 'SearchResultsReport.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).not.toHaveBeenCalled();
    jest.advanceTimersByTime(60_000);
    expect(revoked).toHaveBeenCalledWith('blob:portal/1');
    click.mockRestore();
    jest.useRealTimers();
  });
});
