import type { TherapistContext } from './types';

// What the server's main thread and the therapist's thread say to each other (plain data).

export type ToThread =
  { type: 'generate'; id: number; context: TherapistContext } | { type: 'abort'; id: number };

export type FromThread =
  | { type: 'ready'; warmUpMs: number | undefined }
  | { type: 'delta'; id: number; text: string }
  | { type: 'done'; id: number; text: string }
  /** `empty`: the LLM answered with no text (EmptyReplyError). */
  | { type: 'failed'; id: number; message: string; empty: boolean };
