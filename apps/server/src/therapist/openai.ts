import { buildChatMessages } from './prompt';
import type { GenerateOptions, TherapistContext, TherapistProvider } from './types';

export class ProviderError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** The LLM answered, with no text: the reply service posts the fallback text for it. */
export class EmptyReplyError extends ProviderError {
  constructor() {
    super('The LLM returned no text');
    this.name = 'EmptyReplyError';
  }
}

export interface OpenAIProviderOptions {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Whole request, from sending to the last token. */
  timeoutMs?: number;
  /** Longest silence allowed between two streamed chunks. */
  idleTimeoutMs?: number;
  maxPromptTokens?: number;
}

/** Longer replies for a higher "Message Length" setting. */
const maxTokensFor = (messageLength: number) => 120 + messageLength * 60;

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Azure, Ollama, vLLM, llama.cpp,
 * OpenRouter…), streamed: each content delta is handed on as it arrives.
 */
export class OpenAIProvider implements TherapistProvider {
  readonly name = 'openai' as const;
  private readonly url: string;

  constructor(private readonly options: OpenAIProviderOptions) {
    this.url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  }

  async generate(context: TherapistContext, { signal, onDelta }: GenerateOptions): Promise<string> {
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 25_000);
    const idle = new AbortController();
    const combined = AbortSignal.any([signal, timeout, idle.signal]);
    const idleMs = this.options.idleTimeoutMs ?? 15_000;
    let idleTimer = setTimeout(() => idle.abort(), idleMs);
    const touch = () => {
      clearTimeout(idleTimer);
      idleTimer = setTimeout(() => idle.abort(), idleMs);
    };

    try {
      const response = await fetch(this.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: this.options.model,
          messages: buildChatMessages(context, {
            maxPromptTokens: this.options.maxPromptTokens ?? 6000,
          }),
          stream: true,
          temperature: 0.7,
          max_tokens: maxTokensFor(context.style.messageLength),
        }),
        signal: combined,
      });
      if (!response.ok) {
        throw new ProviderError(`The LLM endpoint answered HTTP ${response.status}`);
      }
      const type = response.headers.get('content-type') ?? '';
      if (!type.includes('text/event-stream') || !response.body) {
        // A server that ignores `stream: true` answers with one JSON document.
        const json = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
        const text = json.choices?.[0]?.message?.content;
        if (typeof text !== 'string' || text.trim() === '') throw new EmptyReplyError();
        onDelta(text);
        return text.trim();
      }

      let text = '';
      let buffer = '';
      const decoder = new TextDecoder();
      for await (const chunk of response.body) {
        touch();
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let newline: number;
        while ((newline = buffer.indexOf('\n')) !== -1) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return finish(text);
          const delta = parseDelta(data);
          if (delta) {
            text += delta;
            onDelta(delta);
          }
        }
      }
      return finish(text);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      if (signal.aborted) throw error;
      if (timeout.aborted || idle.signal.aborted)
        throw new ProviderError('The LLM endpoint timed out');
      throw new ProviderError(`The LLM endpoint failed: ${(error as Error).message}`);
    } finally {
      clearTimeout(idleTimer);
    }
  }
}

function finish(text: string): string {
  if (text.trim() === '') throw new EmptyReplyError();
  return text.trim();
}

/** One SSE data payload → its content delta; malformed or empty chunks are skipped. */
function parseDelta(data: string): string | undefined {
  try {
    const json = JSON.parse(data) as {
      choices?: { delta?: { content?: unknown } }[];
      error?: unknown;
    };
    if (json.error) throw new ProviderError('The LLM endpoint reported an error mid-stream');
    const content = json.choices?.[0]?.delta?.content;
    return typeof content === 'string' && content.length > 0 ? content : undefined;
  } catch (error) {
    if (error instanceof ProviderError) throw error;
    return undefined;
  }
}
