// The registration desk's check-in page (issue 26 §2): a QR scan by camera (or a photo of the
// badge), or a search by name or number, records an entry or an exit of today; the attendee's
// name and badge data show for a visual check, with a clear signal when they may not enter.
// Every scan is queued in the browser first (scanQueue.ts) and sent from there (sendPolicy.ts):
// offline scans are kept and sent, each once, when the network returns; the waiting count is
// always on screen. Offline from its first scan (issue 36): the reader, the fonts and the roster
// (deskRoster.ts) are loaded as soon as the page opens; without the network a search looks in the
// roster, and a badge is queued for the API to judge, never refused on the device.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useApolloClient } from '@apollo/client/react';
import { errorCodeOf } from '@congress/graphql';
import { loginPathFor, parseBadgeCode, SCAN_KINDS, type ScanKind } from '@congress/domain';
import { Link } from '@congress/router';
import { media } from '@congress/ui';
import {
  CheckInRosterDocument,
  useCheckInSearchLazyQuery,
  useRecordAttendanceScansMutation,
  type CheckInRosterQuery,
  type CheckInRosterQueryVariables,
  type DeskBadgeFragment,
} from '../../generated/graphql';
import { StyledAdminPage, StyledSmallButton } from '../../listKit';
import {
  fetchRoster,
  readRoster,
  searchRoster,
  wipeRoster,
  writeRoster,
  type Roster,
  type RosterEntry,
} from './deskRoster';
import { messages } from './messages';
import { preloadFonts } from './offlineFonts';
import { DecoderUnavailableError, decodeQr, loadDecoder } from './qrDecoder';
import { enqueue, newScanId, readQueue, type QueuedScan } from './scanQueue';
import {
  clearRefused,
  flushQueue,
  readRefused,
  retryDelayMs,
  type RefusedScan,
  type ScanAnswer,
  type Stop,
} from './sendPolicy';

const ROOM_KEY = 'congress.checkIn.room';
/** The same badge read again within this time of its last read is the same scan. */
const REPEAT_MS = 4000;
const RETRY_MS = 5000;
/** The roster is read again this often while the page is open and online. */
const ROSTER_REFRESH_MS = 10 * 60_000;

type Signal = 'ok' | 'warn' | 'stop' | 'queued';
/** The API's outcomes (an outcome added later shows as a warning) and the desk's own. */
const SIGNAL_OF: Record<string, Signal> = {
  RECORDED: 'ok',
  ALREADY_RECORDED: 'ok',
  NOT_INSIDE: 'warn',
  ALREADY_INSIDE: 'warn',
  UNPAID: 'stop',
  CANCELLED: 'stop',
  UNKNOWN_BADGE: 'stop',
  NO_CODE: 'warn',
  REFUSED: 'stop',
  QUEUED: 'queued',
};

interface Shown {
  clientScanId: string;
  kind: ScanKind;
  /** An outcome of the API, QUEUED (waiting), NO_CODE (no QR in the photo) or REFUSED. */
  outcome: string;
  badge?: DeskBadgeFragment | null;
  label?: string;
}

type Reader = 'loading' | 'ready' | 'missing';

const StyledDesk = styled(StyledAdminPage)`
  .controls {
    display: flex;
    flex-wrap: wrap;
    gap: 12px 20px;
    align-items: center;
    margin-bottom: 16px;
  }
  .kinds {
    display: inline-flex;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 999px;
    overflow: hidden;
  }
  .kinds button {
    min-height: 48px;
    min-width: 96px;
    border: 0;
    background: #fff;
    font: inherit;
    font-weight: 600;
    cursor: pointer;
  }
  .kinds button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.navy};
    color: #fff;
  }
  label.room {
    display: inline-flex;
    gap: 8px;
    align-items: center;
  }
  input {
    min-height: 44px;
    padding: 0 10px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    font: inherit;
  }
  .status {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
    padding: 10px 14px;
    margin-bottom: 16px;
    border-radius: ${({ theme }) => theme.radius};
    background: #eef1f7;
    font-weight: 500;
  }
  .status[data-online='false'] {
    background: #fff4e0;
  }
  .grid {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 20px;
    ${media.mobile} {
      grid-template-columns: minmax(0, 1fr);
    }
  }
  .camera video {
    width: 100%;
    max-height: 360px;
    background: #111;
    border-radius: ${({ theme }) => theme.radius};
    object-fit: cover;
  }
  .camera label.photo {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 4px 8px;
    align-items: center;
  }
  .camera .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    margin-top: 8px;
  }
  .result {
    padding: 16px 20px;
    border-radius: ${({ theme }) => theme.radius};
    border: 3px solid ${({ theme }) => theme.colors.border};
    min-height: 160px;
  }
  .result[data-signal='ok'] {
    border-color: ${({ theme }) => theme.colors.success};
    background: #edf7ee;
  }
  .result[data-signal='warn'] {
    border-color: #b26a00;
    background: #fff4e0;
  }
  .result[data-signal='stop'] {
    border-color: ${({ theme }) => theme.colors.danger};
    background: #fdecec;
  }
  .result[data-signal='queued'] {
    border-color: #6b7280;
    background: #f3f4f6;
  }
  .result .outcome {
    font-size: 1.3rem;
    font-weight: 700;
    margin: 0 0 8px;
  }
  .result .name {
    font-size: 1.8rem;
    font-weight: 700;
    margin: 0;
    overflow-wrap: anywhere;
  }
  .result dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 2px 12px;
    margin: 8px 0 0;
  }
  .result dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  .result dd {
    margin: 0;
  }
  form.search {
    display: flex;
    gap: 8px;
    margin: 20px 0 8px;
  }
  form.search input {
    flex: 1;
  }
  ul.found {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  ul.found li {
    display: flex;
    flex-wrap: wrap;
    gap: 8px 12px;
    align-items: center;
    justify-content: space-between;
    padding: 10px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  ul.found .who {
    overflow-wrap: anywhere;
  }
  .refused {
    margin: 20px 0;
    padding: 12px 16px;
    border: 2px solid ${({ theme }) => theme.colors.danger};
    border-radius: ${({ theme }) => theme.radius};
    background: #fdecec;
  }
  .refused h2 {
    font-size: 1.1rem;
    margin: 0 0 8px;
  }
  .refused ul {
    margin: 0 0 8px;
    padding-left: 20px;
  }
  .notice {
    margin: 0 0 12px;
    font-weight: 500;
  }
`;

const storage = () => window.localStorage;

/** The registration's status words for the desk. */
function statusId(badge: DeskBadgeFragment): string {
  if (badge.deleted || ['CANCELLED', 'REFUNDED', 'REFUND_REQUESTED'].includes(badge.price_status))
    return 'checkIn.outcome.CANCELLED';
  if (!badge.valid) return 'checkIn.outcome.UNPAID';
  return badge.inside ? 'checkIn.inside' : 'checkIn.outside';
}

function BadgeDetails({ badge }: { badge: DeskBadgeFragment }) {
  const intl = useIntl();
  return (
    <>
      <p className="name" data-testid="checkin-name">
        {badge.name}
      </p>
      <dl>
        <dt>
          <FormattedMessage id="checkIn.affiliation" />
        </dt>
        <dd>{badge.affiliation || '—'}</dd>
        <dt>
          <FormattedMessage id="checkIn.category" />
        </dt>
        <dd>{intl.locale === 'ko' ? badge.categoryKo : badge.categoryEn}</dd>
        <dt>
          <FormattedMessage id="checkIn.number" />
        </dt>
        <dd>{badge.registrationId}</dd>
        <dt>
          <FormattedMessage id="checkIn.status" />
        </dt>
        <dd>
          <FormattedMessage id={statusId(badge)} />
        </dd>
      </dl>
    </>
  );
}

const DESK_REFUSED = new Set([
  'LOGIN_REQUIRED',
  'LOGIN_EXPIRED',
  'ACCOUNT_DELETED',
  'ACCOUNT_BLOCKED',
  'NOT_PERMITTED',
]);

/** Every text the desk may show, in both languages: their glyphs are fetched while online. */
const DESK_TEXTS = [...Object.values(messages.en ?? {}), ...Object.values(messages.ko ?? {})];

/** Who a queued or refused scan is about: the roster's name when the device has it, else the number. */
function whoOf(
  scan: Pick<QueuedScan, 'code' | 'registrationId'>,
  roster: Roster,
  badgeLabel: (n: number) => string,
) {
  const number =
    scan.registrationId ?? (scan.code ? String(parseBadgeCode(scan.code)?.registrationId ?? '') : '');
  const entry = number ? roster.entries.find((e) => e.registrationId === number) : undefined;
  if (entry) return `${entry.name} (No. ${entry.registrationId})`;
  return number ? badgeLabel(Number(number)) : '—';
}

export default function CheckInPage() {
  const intl = useIntl();
  const client = useApolloClient();
  const [kind, setKind] = useState<ScanKind>('ENTRY');
  const [room, setRoom] = useState(() => storage().getItem(ROOM_KEY) ?? '');
  const [waiting, setWaiting] = useState(() => readQueue(storage()).length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [stop, setStop] = useState<Stop | null>(null);
  const [refused, setRefused] = useState<RefusedScan[]>(() => readRefused(storage()));
  const [shown, setShown] = useState<Shown | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [reader, setReader] = useState<Reader>('loading');
  const [fontsReady, setFontsReady] = useState(false);
  const [roster, setRoster] = useState<Roster>(() => readRoster(storage()));
  const [text, setText] = useState('');
  const [local, setLocal] = useState<RosterEntry[] | null>(null);
  const [record] = useRecordAttendanceScansMutation();
  const [search, found] = useCheckInSearchLazyQuery({ fetchPolicy: 'network-only' });
  const sending = useRef(false);
  const attempts = useRef(0);
  const retryTimer = useRef(0);
  const latest = useRef<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const lastCode = useRef<{ code: string; at: number } | null>(null);
  const badgeLabel = useCallback(
    (number: number) => intl.formatMessage({ id: 'checkIn.badgeNumber' }, { number }),
    [intl],
  );

  /** Sends the queue (sendPolicy.ts decides what leaves it) and shows what came back. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    window.clearTimeout(retryTimer.current);
    try {
      const queued = new Map(readQueue(storage()).map((s) => [s.clientScanId.toLowerCase(), s]));
      const report = await flushQueue({
        storage: storage(),
        send: async (scans) => {
          const { data } = await record({ variables: { scans } });
          return data?.recordAttendanceScans ?? [];
        },
      });
      setWaiting(report.waiting);
      setStop(report.stop);
      // Reached or not: said only when a call was made (an empty queue proves nothing).
      if (report.stop === 'offline') setOnline(false);
      else if (report.stop || report.answers.length || report.refused.length) setOnline(true);
      if (report.refused.length) setRefused(readRefused(storage()));
      const mine = latest.current?.toLowerCase();
      const answer = report.answers.find((a) => a.clientScanId === mine) as
        (ScanAnswer & { badge?: DeskBadgeFragment | null }) | undefined;
      if (answer)
        setShown({
          clientScanId: answer.clientScanId,
          kind: queued.get(answer.clientScanId)?.kind ?? 'ENTRY',
          outcome: answer.outcome,
          badge: answer.badge,
        });
      else if (report.refused.some((r) => r.clientScanId.toLowerCase() === mine))
        setShown((s) => (s ? { ...s, outcome: 'REFUSED' } : s));
      // A pause before trying again (the network's return sends at once); none for a login or reload.
      attempts.current = report.stop === null ? 0 : attempts.current + 1;
      const delay = retryDelayMs(report.stop, report.code, attempts.current - 1);
      if (delay !== null && report.stop !== 'offline')
        retryTimer.current = window.setTimeout(() => void flushRef.current(), delay);
    } finally {
      sending.current = false;
    }
  }, [record]);
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** Reads the whole roster again; kept as it was when a page fails (offline: the device's copy). */
  const refreshRoster = useCallback(async () => {
    try {
      const entries = await fetchRoster(async (after) => {
        const { data } = await client.query<CheckInRosterQuery, CheckInRosterQueryVariables>({
          query: CheckInRosterDocument,
          variables: { after },
          fetchPolicy: 'no-cache',
        });
        if (!data) throw new Error('No roster page.');
        return data.checkInRoster;
      });
      const now = new Date();
      if (writeRoster(storage(), entries, now)) setRoster({ savedAt: now.toISOString(), entries });
      else setRoster({ savedAt: null, entries });
      // The glyphs of every name, so a Korean name shows offline too.
      void preloadFonts(entries.flatMap((e) => [e.name, e.affiliation]));
    } catch (error) {
      // A desk refused (logged out, role removed) keeps no list of registrations.
      if (DESK_REFUSED.has(errorCodeOf(error))) {
        wipeRoster(storage());
        setRoster({ savedAt: null, entries: [] });
        setStop('login');
      }
    }
  }, [client]);

  // Loaded as the page opens, so the first scan needs no network: the reader, the fonts, the roster.
  const prepareReader = useCallback(() => {
    setReader((r) => (r === 'ready' ? r : 'loading'));
    loadDecoder().then(
      () => setReader('ready'),
      () => setReader('missing'),
    );
  }, []);
  useEffect(() => {
    prepareReader();
    void preloadFonts([
      ...DESK_TEXTS,
      ...Object.values(intl.messages).filter((m) => typeof m === 'string'),
    ]).then(() => setFontsReady(true));
    void preloadFonts(readRoster(storage()).entries.flatMap((e) => [e.name, e.affiliation]));
    // Only once, as the page opens: the messages of both languages are all in DESK_TEXTS.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    void refreshRoster();
    const timer = window.setInterval(() => {
      if (navigator.onLine) void refreshRoster();
    }, ROSTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [refreshRoster]);

  // Sent again when the network returns, and every few seconds while scans wait (offline).
  useEffect(() => {
    const up = () => {
      setOnline(true);
      prepareReader();
      void refreshRoster();
      void flushRef.current();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => {
      if (readQueue(storage()).length && !sending.current && navigator.onLine) void flushRef.current();
    }, RETRY_MS);
    void flushRef.current();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
      window.clearTimeout(retryTimer.current);
    };
  }, [prepareReader, refreshRoster]);

  const addScan = useCallback(
    (target: { code: string } | { registrationId: string; label: string }) => {
      const scan: QueuedScan = {
        clientScanId: newScanId(),
        kind,
        method: 'code' in target ? 'QR' : 'SEARCH',
        scannedAt: new Date().toISOString(),
        ...(room.trim() ? { room: room.trim() } : {}),
        ...('code' in target ? { code: target.code } : { registrationId: target.registrationId }),
      };
      latest.current = scan.clientScanId;
      setWaiting(enqueue(storage(), scan).length);
      // Until the API answers (offline: later), the desk sees the name found, or the badge's number
      // and the name the roster gives it: the API judges the badge, the device never does.
      setShown({
        clientScanId: scan.clientScanId,
        kind,
        outcome: 'QUEUED',
        label: 'label' in target ? target.label : whoOf(scan, readRoster(storage()), badgeLabel),
      });
      void flush();
    },
    [kind, room, flush, badgeLabel],
  );

  const onCode = useCallback(
    (code: string) => {
      // A badge held in front of the camera is one scan: every read of it renews the pause.
      const now = Date.now();
      const repeated = lastCode.current?.code === code && now - lastCode.current.at < REPEAT_MS;
      lastCode.current = { code, at: now };
      if (!repeated) addScan({ code });
    },
    [addScan],
  );

  // The camera: a frame every 300 ms to the decoder while it is on.
  useEffect(() => {
    if (!cameraOn) return;
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d', { willReadFrequently: true });
    const tick = async () => {
      const v = video.current;
      if (stopped) return;
      if (v && context && v.videoWidth > 0) {
        canvas.width = v.videoWidth;
        canvas.height = v.videoHeight;
        context.drawImage(v, 0, 0);
        const code = await decodeQr(context.getImageData(0, 0, canvas.width, canvas.height)).catch(
          () => null,
        );
        if (code && !stopped) onCode(code);
      }
      if (!stopped) timer = window.setTimeout(() => void tick(), 300);
    };
    void (async () => {
      try {
        await loadDecoder();
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: 'environment' },
          audio: false,
        });
        if (stopped) return stream.getTracks().forEach((t) => t.stop());
        if (video.current) {
          video.current.srcObject = stream;
          await video.current.play().catch(() => undefined);
        }
        setCameraError(null);
        void tick();
      } catch (error) {
        setCameraError(
          intl.formatMessage({
            id: error instanceof DecoderUnavailableError ? 'checkIn.reader.missing' : 'checkIn.cameraError',
          }),
        );
        setCameraOn(false);
      }
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [cameraOn, onCode, intl]);

  const onPhoto = async (file: File | undefined) => {
    if (!file) return;
    let code: string | null;
    try {
      code = await decodeQr(file);
    } catch (error) {
      // No reader is no verdict on the badge: the desk is told, and searches meanwhile.
      if (error instanceof DecoderUnavailableError) {
        setReader('missing');
        return;
      }
      code = null;
    }
    if (code) addScan({ code });
    else setShown({ clientScanId: '', kind, outcome: 'NO_CODE' });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    // Offline, the roster on the device answers; online, the API (and the roster if it fails).
    setLocal(navigator.onLine ? null : searchRoster(roster.entries, query));
    if (navigator.onLine)
      void search({ variables: { text: query } }).then(({ error }) => {
        if (error && errorCodeOf(error) === 'NETWORK') setLocal(searchRoster(roster.entries, query));
      });
  };

  const signal: Signal | undefined = shown ? (SIGNAL_OF[shown.outcome] ?? 'warn') : undefined;
  const offlineReady = reader === 'ready' && fontsReady && roster.savedAt !== null;
  const reason = (scan: RefusedScan) => {
    const specific = `checkIn.refused.${scan.field}.${scan.reason}`;
    if (scan.field && specific in intl.messages) return intl.formatMessage({ id: specific });
    if (scan.reason in intl.messages) return intl.formatMessage({ id: scan.reason });
    return intl.formatMessage({ id: 'checkIn.refused.generic' });
  };
  return (
    <StyledDesk aria-labelledby="checkin-title">
      <h1 id="checkin-title">
        <FormattedMessage id="checkIn.title" />
      </h1>
      <div className="controls">
        <div className="kinds" role="group" aria-label={intl.formatMessage({ id: 'checkIn.kind' })}>
          {SCAN_KINDS.map((k) => (
            <button
              key={k}
              type="button"
              aria-pressed={kind === k}
              onClick={() => {
                // The badge still in front of the camera counts again for the other kind.
                lastCode.current = null;
                setKind(k);
              }}
            >
              <FormattedMessage id={`checkIn.kind.${k}`} />
            </button>
          ))}
        </div>
        <label className="room">
          <FormattedMessage id="checkIn.room" />
          <input
            value={room}
            maxLength={100}
            placeholder={intl.formatMessage({ id: 'checkIn.roomHint' })}
            onChange={(e) => {
              setRoom(e.target.value);
              storage().setItem(ROOM_KEY, e.target.value);
            }}
          />
        </label>
      </div>
      <div className="status" role="status" data-online={online} data-testid="checkin-status">
        <span>
          <FormattedMessage id={online ? 'checkIn.online' : 'checkIn.offline'} />
        </span>
        <span data-testid="checkin-waiting">
          <FormattedMessage id="checkIn.waiting" values={{ count: waiting }} />
        </span>
        {waiting > 0 && online && stop !== 'login' && (
          <StyledSmallButton type="button" $variant="secondary" onClick={() => void flush()}>
            <FormattedMessage id="checkIn.sendNow" />
          </StyledSmallButton>
        )}
      </div>
      {stop && stop !== 'offline' && (
        <p className="notice" role="alert" data-testid="checkin-stop" data-stop={stop}>
          <FormattedMessage id={`checkIn.stop.${stop}`} />{' '}
          {stop === 'login' && (
            <Link to={loginPathFor('/admin/main/checkin')}>
              <FormattedMessage id="checkIn.login" />
            </Link>
          )}
        </p>
      )}
      <p className="notice" data-testid="checkin-offline-ready" data-ready={offlineReady}>
        <FormattedMessage
          id={offlineReady ? 'checkIn.offlineReady' : 'checkIn.offlineNotReady'}
          values={{ count: roster.entries.length }}
        />
      </p>
      <div className="grid">
        <section className="camera" aria-label={intl.formatMessage({ id: 'checkIn.camera' })}>
          <video ref={video} muted playsInline hidden={!cameraOn} data-testid="checkin-video" />
          <div className="buttons">
            <StyledSmallButton type="button" onClick={() => setCameraOn(!cameraOn)}>
              <FormattedMessage id={cameraOn ? 'checkIn.cameraStop' : 'checkIn.cameraStart'} />
            </StyledSmallButton>
            <label className="photo">
              <FormattedMessage id="checkIn.photo" />
              <input
                type="file"
                accept="image/*"
                capture="environment"
                data-testid="checkin-photo"
                onChange={(e) => {
                  void onPhoto(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </label>
          </div>
          {reader !== 'ready' && (
            <p role={reader === 'missing' ? 'alert' : undefined} data-testid="checkin-reader">
              <FormattedMessage id={`checkIn.reader.${reader}`} />
            </p>
          )}
          {cameraError && <p role="alert">{cameraError}</p>}
        </section>
        <section
          className="result"
          data-signal={signal}
          data-outcome={shown?.outcome}
          data-testid="checkin-result"
          aria-live="assertive"
        >
          {shown ? (
            <>
              <p className="outcome">
                <FormattedMessage id={`checkIn.kind.${shown.kind}`} />
                {' · '}
                <FormattedMessage
                  id={
                    shown.outcome === 'QUEUED' && !online
                      ? 'checkIn.outcome.KEPT'
                      : `checkIn.outcome.${shown.outcome}`
                  }
                  defaultMessage={shown.outcome}
                />
              </p>
              {shown.badge ? (
                <BadgeDetails badge={shown.badge} />
              ) : (
                shown.label && <p className="name">{shown.label}</p>
              )}
            </>
          ) : (
            <p>
              <FormattedMessage id="checkIn.ready" />
            </p>
          )}
        </section>
      </div>
      {refused.length > 0 && (
        <section className="refused" data-testid="checkin-refused" aria-labelledby="checkin-refused-title">
          <h2 id="checkin-refused-title">
            <FormattedMessage id="checkIn.refused.title" values={{ count: refused.length }} />
          </h2>
          <ul>
            {refused.map((scan) => (
              <li key={scan.clientScanId}>
                <FormattedMessage
                  id="checkIn.refused.item"
                  values={{
                    kind: intl.formatMessage({ id: `checkIn.kind.${scan.kind}` }),
                    who: whoOf(scan, roster, badgeLabel),
                    time: intl.formatDate(scan.scannedAt, { dateStyle: 'medium', timeStyle: 'short' }),
                    why: reason(scan),
                  }}
                />
              </li>
            ))}
          </ul>
          <StyledSmallButton
            type="button"
            $variant="secondary"
            onClick={() => {
              clearRefused(storage());
              setRefused([]);
            }}
          >
            <FormattedMessage id="checkIn.refused.clear" />
          </StyledSmallButton>
        </section>
      )}
      <form className="search" role="search" onSubmit={onSearch}>
        <input
          value={text}
          maxLength={100}
          aria-label={intl.formatMessage({ id: 'checkIn.search' })}
          placeholder={intl.formatMessage({ id: 'checkIn.search' })}
          onChange={(e) => setText(e.target.value)}
        />
        <StyledSmallButton type="submit">
          <FormattedMessage id="checkIn.searchButton" />
        </StyledSmallButton>
      </form>
      {local ? (
        <>
          <p>
            <FormattedMessage id={roster.entries.length ? 'checkIn.searchLocal' : 'checkIn.rosterEmpty'} />
          </p>
          {roster.entries.length > 0 && local.length === 0 && (
            <p>
              <FormattedMessage id="checkIn.noneFound" />
            </p>
          )}
          <ul className="found" data-testid="checkin-found-local">
            {local.map((entry) => (
              <li key={entry.registrationId}>
                <span className="who">
                  <strong>{entry.name}</strong> · {entry.affiliation || '—'} · No. {entry.registrationId} ·{' '}
                  <FormattedMessage id={entry.paid ? 'checkIn.paid' : 'checkIn.notPaid'} />
                </span>
                <StyledSmallButton
                  type="button"
                  onClick={() => addScan({ registrationId: entry.registrationId, label: entry.name })}
                >
                  <FormattedMessage id={`checkIn.record.${kind}`} />
                </StyledSmallButton>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {found.error && errorCodeOf(found.error) !== 'NETWORK' && (
            <p role="alert">
              <FormattedMessage id="checkIn.searchFailed" />
            </p>
          )}
          {found.data && found.data.checkInSearch.length === 0 && (
            <p>
              <FormattedMessage id="checkIn.noneFound" />
            </p>
          )}
          <ul className="found">
            {found.data?.checkInSearch.map((badge) => (
              <li key={badge.registrationId}>
                <span className="who">
                  <strong>{badge.name}</strong> · {badge.affiliation || '—'} · No. {badge.registrationId} ·{' '}
                  <FormattedMessage id={statusId(badge)} />
                </span>
                <StyledSmallButton
                  type="button"
                  onClick={() => addScan({ registrationId: badge.registrationId, label: badge.name })}
                >
                  <FormattedMessage id={`checkIn.record.${kind}`} />
                </StyledSmallButton>
              </li>
            ))}
          </ul>
        </>
      )}
    </StyledDesk>
  );
}
