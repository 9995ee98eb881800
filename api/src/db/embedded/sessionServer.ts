// A PostgreSQL wire-protocol server in front of embedded PGlite that is correct for any number of
// client connections.
//
// PGlite has a single backend session. pglite-socket 0.2.17 queues the frontend messages of all
// connections one message at a time and keeps a connection's turn only while a transaction is
// open, so the messages of two extended-protocol exchanges (Parse/Bind/Describe/Execute/Sync)
// interleave: one request's Bind met another request's Parse, and answers reached the wrong caller
// (upstream: electric-sql/pglite issue 1046). Here a connection owns the session from its first
// message until PGlite answers ReadyForQuery with status Idle — a whole exchange, and a whole
// transaction — while the other connections wait in line. Serialising whole exchanges is what a
// single session allows; nothing depends on timing.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const BIND = 0x42; // 'B'
const FUNCTION_CALL = 0x46; // 'F'
const SYNC = Buffer.from([0x53, 0, 0, 0, 4]);

/** Where a connection's last exchange left the session: Idle, in Transaction, or in a failed transaction (Error). */
type SessionStatus = 'I' | 'T' | 'E';

export interface SessionServerLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Finds the status byte of the last ReadyForQuery in PGlite's output, which can arrive in chunks
 * that split messages anywhere.
 */
class ReadyForQueryScanner {
  private readonly header = Buffer.alloc(5);
  private headerLength = 0;
  private bodyLeft = 0;
  private statusNext = false;
  status: SessionStatus | null = null;
  /** How many ReadyForQuery messages have been seen. */
  count = 0;

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.bodyLeft > 0) {
        if (this.statusNext) {
          this.status = String.fromCharCode(chunk[i] as number) as SessionStatus;
          this.statusNext = false;
          this.count += 1;
        }
        const n = Math.min(this.bodyLeft, chunk.length - i);
        this.bodyLeft -= n;
        i += n;
        continue;
      }
      this.header[this.headerLength++] = chunk[i++] as number;
      if (this.headerLength === 5) {
        this.headerLength = 0;
        this.bodyLeft = this.header.readInt32BE(1) - 4;
        this.statusNext = this.header[0] === READY_FOR_QUERY && this.bodyLeft === 1;
      }
    }
  }
}

class Connection {
  buffer: Buffer = Buffer.alloc(0);
  started = false;
  closed = false;
  /** Frames are handled strictly in order, one at a time. */
  chain: Promise<void> = Promise.resolve();
  status: SessionStatus = 'I';
  /** Whether the exchange or transaction under way may write (a statement other than a SELECT). */
  mayWrite = false;
  constructor(readonly socket: Socket) {}
}

/** Reads the NUL-ended string at `offset` of a frame; returns it and the offset after it. */
function cString(frame: Uint8Array, offset: number): [string, number] {
  const end = frame.indexOf(0, offset);
  const stop = end === -1 ? frame.length : end;
  return [Buffer.from(frame.subarray(offset, stop)).toString('utf8'), stop + 1];
}

const READ_ONLY = /^\s*select\b/i;

/**
 * Whether a frontend message may make the session write: a query or a statement being prepared
 * that is not a SELECT, a prepared statement run by name (its text was sent earlier), a function
 * call. It errs towards counting a write; the one write it cannot see, a SELECT of a function that
 * writes, does not occur here (the schema's functions are triggers).
 */
export function mayWrite(frame: Uint8Array): boolean {
  switch (frame[0]) {
    case QUERY: {
      // A simple query may hold several statements: a SELECT followed by anything counts.
      const [sql] = cString(frame, 5);
      return !READ_ONLY.test(sql) || /;\s*\S/.test(sql);
    }
    case PARSE: {
      const [, next] = cString(frame, 5); // the statement's name
      return !READ_ONLY.test(cString(frame, next)[0]);
    }
    case BIND: {
      const [, next] = cString(frame, 5); // the portal's name
      return cString(frame, next)[0] !== ''; // a named statement
    }
    case FUNCTION_CALL:
      return true;
    default:
      return false;
  }
}

/** FIFO ownership of the one PGlite session. */
class SessionLock {
  owner: Connection | null = null;
  private readonly waiting: { connection: Connection; granted: () => void }[] = [];

  async acquire(connection: Connection, onSlowWait: () => void): Promise<void> {
    if (this.owner === connection) return;
    if (!this.owner) {
      this.owner = connection;
      return;
    }
    // A wait this long usually means code waits on a second connection while its own
    // transaction holds the session (a deadlock on a single session): say so in the log.
    const slow = setTimeout(onSlowWait, 10_000);
    try {
      await new Promise<void>((granted) => this.waiting.push({ connection, granted }));
    } finally {
      clearTimeout(slow);
    }
  }

  release(connection: Connection): void {
    if (this.owner !== connection) return;
    const next = this.waiting.shift();
    this.owner = next?.connection ?? null;
    next?.granted();
  }
}

export class PgliteSessionServer {
  private server: Server | null = null;
  private readonly lock = new SessionLock();
  private readonly connections = new Set<Connection>();
  private address = '';
  private writes = 0;

  constructor(
    private readonly db: PGlite,
    private readonly logger?: SessionServerLogger,
  ) {}

  /** Listens on loopback (port 0: any free port); returns "host:port". */
  async start(host = '127.0.0.1', port = 0): Promise<string> {
    await this.db.waitReady;
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const bound = server.address();
    if (!bound || typeof bound !== 'object') throw new Error('session server has no address');
    this.address = `${host}:${bound.port}`;
    return this.address;
  }

  /**
   * Raised each time an exchange or transaction that may have written ends (its ReadyForQuery, Idle),
   * before its caller is answered: while it stands still, nothing has changed in the database since
   * (this process is its only client: the folder is locked). The public pages' content version is
   * read again only when it moves (docs/decisions.md, "The content version read after a write").
   */
  get writeGeneration(): number {
    return this.writes;
  }

  async stop(): Promise<void> {
    for (const connection of this.connections) connection.socket.destroy();
    await Promise.all([...this.connections].map((c) => c.chain));
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }

  private accept(socket: Socket): void {
    socket.setNoDelay(true);
    const connection = new Connection(socket);
    this.connections.add(connection);
    socket.on('data', (data) => this.receive(connection, data));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      connection.closed = true;
      this.enqueue(connection, () => this.cleanUp(connection));
    });
  }

  private enqueue(connection: Connection, work: () => Promise<void>): void {
    connection.chain = connection.chain.then(work).catch((error: unknown) => {
      this.logger?.error({ err: error }, 'embedded database connection failed');
      connection.socket.destroy();
    });
  }

  /** Splits the byte stream into whole frontend messages and queues each in order. */
  private receive(connection: Connection, data: Buffer): void {
    connection.buffer = connection.buffer.length ? Buffer.concat([connection.buffer, data]) : data;
    for (;;) {
      const { buffer } = connection;
      // Before start-up a message has no type byte: [length][code]…; after it, [type][length]….
      const offset = connection.started ? 1 : 0;
      if (buffer.length < offset + 4) return;
      const length = buffer.readInt32BE(offset) + offset;
      if (buffer.length < length) return;
      const frame = buffer.subarray(0, length);
      connection.buffer = buffer.subarray(length);
      if (!connection.started) {
        const code = frame.readInt32BE(4);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
          connection.socket.write('N'); // no encryption on loopback
          continue;
        }
        if (code === CANCEL_REQUEST) {
          connection.socket.end(); // cancelling is not supported by a single session
          return;
        }
        connection.started = true;
      } else if (frame[0] === TERMINATE) {
        connection.socket.end();
        return;
      }
      const copy = new Uint8Array(frame); // the buffer is reused by later reads
      this.enqueue(connection, () => this.handle(connection, copy));
    }
  }

  private async handle(connection: Connection, frame: Uint8Array): Promise<void> {
    if (connection.closed) return;
    await this.lock.acquire(connection, () =>
      this.logger?.warn(
        { waitedSeconds: 10 },
        'embedded database: a connection has waited 10 s for the single session (is a transaction waiting on another connection?)',
      ),
    );
    if (connection.closed) return; // cleanUp releases the session
    if (mayWrite(frame)) connection.mayWrite = true;
    const status = await this.exec(frame, (chunk, ended) => {
      if (ended === 'I' && connection.mayWrite) {
        connection.mayWrite = false;
        this.writes += 1;
      }
      if (!connection.closed) connection.socket.write(chunk);
    });
    if (status) connection.status = status;
    // The session is handed on only between whole exchanges outside a transaction.
    if (status === 'I') this.lock.release(connection);
  }

  /** `onData` is given each chunk of the answer, and the session's status once a chunk ends the exchange. */
  private async exec(
    frame: Uint8Array,
    onData: (chunk: Uint8Array, ended: SessionStatus | null) => void,
  ): Promise<SessionStatus | null> {
    const scanner = new ReadyForQueryScanner();
    await this.db.runExclusive(() =>
      this.db.execProtocolRawStream(frame, {
        onRawData: (chunk) => {
          const before = scanner.count;
          scanner.feed(chunk);
          onData(chunk, scanner.count > before ? scanner.status : null);
        },
      }),
    );
    return scanner.status;
  }

  /** A connection that goes away leaves the session clean: no half exchange, no open transaction. */
  private async cleanUp(connection: Connection): Promise<void> {
    this.connections.delete(connection);
    if (this.lock.owner !== connection) return;
    try {
      const status = (await this.exec(SYNC, () => {})) ?? connection.status;
      if (status !== 'I') await this.exec(simpleQuery('ROLLBACK'), () => {});
      if (connection.mayWrite) this.writes += 1;
    } finally {
      this.lock.release(connection);
    }
  }
}

function simpleQuery(sql: string): Uint8Array {
  const text = Buffer.from(`${sql}\0`, 'utf8');
  const frame = Buffer.alloc(5 + text.length);
  frame[0] = 0x51; // 'Q'
  frame.writeInt32BE(4 + text.length, 1);
  text.copy(frame, 5);
  return frame;
}
