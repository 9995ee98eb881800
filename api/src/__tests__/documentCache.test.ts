import { parse } from 'graphql';
import { documentMemo } from '../graphql/documentCache';

describe('documentMemo', () => {
  const document = parse('query A { me { id } } query B { me { email } }');

  it('computes once per document and operation name when there are no variables', () => {
    const memo = documentMemo<number>();
    let calls = 0;
    const compute = () => (calls += 1);
    expect(memo({ document, operationName: 'A' }, compute)).toBe(1);
    expect(memo({ document, operationName: 'A', variables: {} }, compute)).toBe(1);
    // Another operation of the same document, another parse of the same text: computed again.
    expect(memo({ document, operationName: 'B' }, compute)).toBe(2);
    expect(memo({ document: parse('query A { me { id } }'), operationName: 'A' }, compute)).toBe(3);
  });

  it('computes every time a request has variables', () => {
    const memo = documentMemo<number>();
    let calls = 0;
    const compute = () => (calls += 1);
    expect(memo({ document, operationName: 'A', variables: { x: 1 } }, compute)).toBe(1);
    expect(memo({ document, operationName: 'A', variables: { x: 1 } }, compute)).toBe(2);
  });
});
