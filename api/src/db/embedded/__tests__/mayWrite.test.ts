import { mayWrite } from '../sessionServer';

/** A frontend message: its type, its length, its body. */
function frame(type: string, ...parts: (string | Buffer)[]): Uint8Array {
  const body = Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'utf8') : p)));
  const header = Buffer.alloc(5);
  header.write(type, 0, 'latin1');
  header.writeInt32BE(4 + body.length, 1);
  return new Uint8Array(Buffer.concat([header, body]));
}
const query = (sql: string) => frame('Q', `${sql}\0`);
const parse = (sql: string, name = '') => frame('P', `${name}\0${sql}\0`, Buffer.from([0, 0]));
const bind = (statement: string) => frame('B', `\0${statement}\0`, Buffer.from([0, 0, 0, 0, 0, 0]));

describe('which messages may make the embedded session write', () => {
  it('a SELECT does not, as a query or a statement prepared', () => {
    expect(mayWrite(query('select "version" from "public_content" where "id" = 1'))).toBe(false);
    expect(mayWrite(query('select 1;'))).toBe(false);
    expect(mayWrite(parse('  SELECT * from users where id = $1'))).toBe(false);
  });

  it('anything else may: writes, transactions, WITH, COPY, a named statement run again', () => {
    expect(mayWrite(query('BEGIN;'))).toBe(true);
    expect(mayWrite(query('COMMIT;'))).toBe(true);
    expect(mayWrite(parse('insert into popups (title) values ($1)'))).toBe(true);
    expect(mayWrite(parse('update news_and_notices set title = $1', 'named'))).toBe(true);
    expect(mayWrite(parse('with moved as (delete from sponsors returning *) select * from moved'))).toBe(
      true,
    );
    expect(mayWrite(query('copy users from stdin'))).toBe(true);
    expect(mayWrite(query('select 1; update popups set title = $$x$$'))).toBe(true);
    expect(mayWrite(query('selected_table_write()'))).toBe(true);
    expect(mayWrite(bind('named'))).toBe(true);
  });

  it('the other steps of a query carry no statement', () => {
    expect(mayWrite(bind(''))).toBe(false);
    expect(mayWrite(frame('E', '\0', Buffer.alloc(4)))).toBe(false);
    expect(mayWrite(frame('S'))).toBe(false);
    expect(mayWrite(frame('D', 'S\0'))).toBe(false);
  });
});
