import {sharedLoader} from '@site/src/lib/preloadable';

describe('sharedLoader', () => {
  it('starts one request however often it is called', async () => {
    const load = jest.fn(() => Promise.resolve('chunk'));
    const shared = sharedLoader(load);
    const [first, second] = [shared(), shared()];
    expect(first).toBe(second);
    await expect(first).resolves.toBe('chunk');
    await expect(shared()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed request', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('chunk');
    const shared = sharedLoader(load as () => Promise<string>);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
