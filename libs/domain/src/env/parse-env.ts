import * as v from 'valibot';

/**
 * Settings of the two servers come from the environment and are checked before anything
 * starts (ARCHITECTURE.md §5). A bad value must stop the process with one clear line,
 * written for an operator: it names the variable, what was expected and what was given.
 */
export type EnvResult<TOutput> = { ok: true; value: TOutput } | { ok: false; message: string };

export function parseEnv<TSchema extends v.GenericSchema>(
  schema: TSchema,
  env: Record<string, string | undefined>,
): EnvResult<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, env);
  if (result.success) return { ok: true, value: result.output };
  const problems = result.issues.map((issue) => {
    const name = v.getDotPath(issue) ?? '(environment)';
    // Quote what the operator wrote, not what a transform made of it.
    const given = name in env ? env[name] : issue.input;
    return `${name}=${JSON.stringify(given)}: ${issue.message}`;
  });
  return { ok: false, message: `invalid configuration: ${problems.join('; ')}` };
}

/** An environment variable that holds a TCP port (0 lets the system choose one). */
export function portVariable(fallback: number) {
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'expected a port number'),
      v.transform(Number),
      v.maxValue(65535, 'expected a port number from 0 to 65535'),
    ),
    String(fallback),
  );
}

/** An environment variable that holds a non-empty text: a host name, a folder. */
export function textVariable(fallback: string, expected: string) {
  return v.optional(v.pipe(v.string(), v.nonEmpty(`expected ${expected}`)), fallback);
}

/** An environment variable that holds an absolute http(s) URL. */
export function httpUrlVariable(fallback: string) {
  return v.optional(
    v.pipe(
      v.string(),
      v.url('expected an absolute URL'),
      v.check((value) => /^https?:$/.test(new URL(value).protocol), 'expected an http(s) URL'),
    ),
    fallback,
  );
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** The pino log level of a server. */
export const logLevelVariable = v.optional(
  v.picklist(LOG_LEVELS, `expected one of ${LOG_LEVELS.join(', ')}`),
  'info',
);
