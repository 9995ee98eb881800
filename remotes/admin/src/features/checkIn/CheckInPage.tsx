// The registration desk's check-in page (issue 26 §2): a QR scan by camera (or a photo of the
// badge), or a search by name or number, records an entry or an exit of today; the attendee's
// name and badge data show for a visual check, with a clear signal when they may not enter.
// Every scan is queued in the browser first (scanQueue.ts) and sent from there: offline scans are
// kept and sent, each once, when the network returns; the waiting count is always on screen.
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { errorCodeOf } from '@congress/graphql';
import { parseBadgeCode, SCAN_KINDS, type ScanKind, type ScanOutcome } from '@congress/domain';
import { media } from '@congress/ui';
import {
  useCheckInSearchLazyQuery,
  useRecordAttendanceScansMutation,
  type DeskBadgeFragment,
} from '../../generated/graphql';
import { StyledAdminPage, StyledSmallButton } from '../../listKit';
import { decodeQr, loadDecoder } from './qrDecoder';
import { enqueue, newScanId, nextBatch, readQueue, scanInput, settle, type QueuedScan } from './scanQueue';

const ROOM_KEY = 'congress.checkIn.room';
/** The same badge read again within this time of its last read is the same scan. */
const REPEAT_MS = 4000;
const RETRY_MS = 5000;

type Signal = 'ok' | 'warn' | 'stop' | 'queued';
const SIGNAL_OF: Record<ScanOutcome, Signal> = {
  RECORDED: 'ok',
  ALREADY_RECORDED: 'ok',
  NOT_INSIDE: 'warn',
  ALREADY_INSIDE: 'warn',
  UNPAID: 'stop',
  CANCELLED: 'stop',
  UNKNOWN_BADGE: 'stop',
};

interface Shown {
  clientScanId: string;
  kind: ScanKind;
  outcome: ScanOutcome | 'QUEUED';
  badge?: DeskBadgeFragment | null;
  label?: string;
}

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

export default function CheckInPage() {
  const intl = useIntl();
  const [kind, setKind] = useState<ScanKind>('ENTRY');
  const [room, setRoom] = useState(() => storage().getItem(ROOM_KEY) ?? '');
  const [waiting, setWaiting] = useState(() => readQueue(storage()).length);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [shown, setShown] = useState<Shown | null>(null);
  const [cameraOn, setCameraOn] = useState(false);
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [record] = useRecordAttendanceScansMutation();
  const [search, found] = useCheckInSearchLazyQuery({ fetchPolicy: 'network-only' });
  const sending = useRef(false);
  const latest = useRef<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const lastCode = useRef<{ code: string; at: number } | null>(null);

  /** Sends the queue, a batch at a time, until it is empty or the network fails. */
  const flush = useCallback(async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      for (;;) {
        const batch = nextBatch(readQueue(storage()));
        if (batch.length === 0) break;
        let answers;
        try {
          const { data } = await record({ variables: { scans: batch.map(scanInput) } });
          answers = data?.recordAttendanceScans ?? [];
          setOnline(true);
        } catch (error) {
          const code = errorCodeOf(error);
          if (code === 'VALIDATION_FAILED' || code === 'NOT_PERMITTED' || code === 'LOGIN_REQUIRED') {
            // A scan the API will never take (a wrong clock): said, and dropped from the queue.
            setWaiting(settle(storage(), [batch[0]?.clientScanId ?? '']).length);
            setShown({ clientScanId: '', kind: batch[0]?.kind ?? 'ENTRY', outcome: 'UNKNOWN_BADGE' });
            continue;
          }
          setOnline(false);
          break;
        }
        setWaiting(
          settle(
            storage(),
            answers.map((a) => a.clientScanId),
          ).length,
        );
        const mine = answers.find((a) => a.clientScanId === latest.current);
        if (mine)
          setShown({
            clientScanId: mine.clientScanId,
            kind: batch.find((s) => s.clientScanId === mine.clientScanId)?.kind ?? 'ENTRY',
            outcome: mine.outcome as ScanOutcome,
            badge: mine.badge,
          });
      }
    } finally {
      sending.current = false;
    }
  }, [record]);

  // Sent again when the network returns, and every few seconds while scans wait.
  useEffect(() => {
    const up = () => {
      setOnline(true);
      void flush();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    const timer = window.setInterval(() => {
      if (readQueue(storage()).length) void flush();
    }, RETRY_MS);
    void flush();
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      window.clearInterval(timer);
    };
  }, [flush]);

  const addScan = useCallback(
    (target: { code: string } | { registrationId: string; label: string }) => {
      const scan: QueuedScan = {
        clientScanId: newScanId(),
        kind,
        method: 'code' in target ? 'QR' : 'SEARCH',
        scannedAt: new Date().toISOString(),
        ...(room.trim() ? { room: room.trim() } : {}),
        ...('code' in target
          ? { code: target.code }
          : { registrationId: target.registrationId, label: target.label }),
      };
      latest.current = scan.clientScanId;
      setWaiting(enqueue(storage(), scan).length);
      // Until the API answers (offline: later), the desk sees the name found or the badge number.
      const number = 'code' in target ? parseBadgeCode(target.code)?.registrationId : null;
      setShown({
        clientScanId: scan.clientScanId,
        kind,
        outcome: 'QUEUED',
        label:
          scan.label ?? (number ? intl.formatMessage({ id: 'checkIn.badgeNumber' }, { number }) : undefined),
      });
      void flush();
    },
    [kind, room, flush, intl],
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
      } catch {
        setCameraError(intl.formatMessage({ id: 'checkIn.cameraError' }));
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
    const code = await decodeQr(file).catch(() => null);
    if (code) addScan({ code });
    else setShown({ clientScanId: '', kind, outcome: 'UNKNOWN_BADGE' });
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) void search({ variables: { text: text.trim() } });
  };

  const signal: Signal | undefined = shown
    ? shown.outcome === 'QUEUED'
      ? 'queued'
      : SIGNAL_OF[shown.outcome]
    : undefined;
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
        {waiting > 0 && online && (
          <StyledSmallButton type="button" $variant="secondary" onClick={() => void flush()}>
            <FormattedMessage id="checkIn.sendNow" />
          </StyledSmallButton>
        )}
      </div>
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
      {found.error && (
        <p role="alert">
          <FormattedMessage
            id={errorCodeOf(found.error) === 'NETWORK' ? 'checkIn.searchOffline' : 'checkIn.searchFailed'}
          />
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
    </StyledDesk>
  );
}
