import Loading from '@site/src/theme/Loading';

describe('the route loading placeholder', () => {
  it('renders nothing while a route loads', () => {
    expect(Loading({})).toBeNull();
  });

  it('throws a failed load on to the error boundary', () => {
    const failure = new Error('Loading chunk 123 failed.');
    expect(() => Loading({error: failure})).toThrow(failure);
    expect(() => Loading({error: 'timeout'})).toThrow('timeout');
  });
});
