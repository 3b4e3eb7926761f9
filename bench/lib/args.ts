/** `npm run bench -- realtime api --duration 20 --db pglite`: bench names, then --options. */
export interface BenchArgs {
  names: string[];
  options: Map<string, string>;
}

export function parseArgs(argv: string[]): BenchArgs {
  const names: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg.startsWith('--')) {
      // Only the first '=' separates: a value may hold more (--server-node-args=--flag=16).
      const equals = arg.indexOf('=');
      const key = equals === -1 ? arg.slice(2) : arg.slice(2, equals);
      const inline = equals === -1 ? undefined : arg.slice(equals + 1);
      if (inline !== undefined) options.set(key, inline);
      else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--'))
        options.set(key, argv[++i]!);
      else options.set(key, 'true');
    } else {
      names.push(...arg.split(',').filter(Boolean));
    }
  }
  return { names, options };
}

export class Options {
  constructor(private readonly map: Map<string, string>) {}

  number(name: string, fallback: number): number {
    const raw = this.map.get(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, got ${raw}`);
    return value;
  }

  string(name: string, fallback: string): string {
    return this.map.get(name) ?? fallback;
  }

  flag(name: string): boolean {
    const raw = this.map.get(name);
    return raw !== undefined && raw !== 'false';
  }

  numbers(name: string, fallback: number[]): number[] {
    const raw = this.map.get(name);
    return raw === undefined ? fallback : raw.split(',').map(Number);
  }
}
