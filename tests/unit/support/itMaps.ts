/**
 * One test per row of a table of inputs and the results a pure function must give for them.
 * The title may use the row's values (`%s`, `%j`), as in `it.each`.
 */
export function itMaps<Input, Output>(title: string, fn: (input: Input) => Output, rows: [Input, Output][]): void {
  it.each(rows)(title, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
