/**
 * What server instances tell each other through PostgreSQL NOTIFY: ids and small states only
 * (payloads stay far below NOTIFY's 8000-byte limit); receivers read the rows themselves. The
 * announcing instance also handles its own events directly (plugins/realtime.ts).
 */
export type BusEvent =
  | { t: 'message'; s: string; m: string }
  | { t: 'session'; s: string }
  | { t: 'therapist'; s: string; state: 'typing' | 'idle' | 'error' }
  | { t: 'delta'; s: string; r: string; x: string }
  | { t: 'presence'; s: string; u: string; i: string; on: boolean };

export type Publish = (event: BusEvent) => Promise<void>;
