import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  httpUrlVariable,
  logLevelVariable,
  parseEnv,
  portVariable,
  textVariable,
} from './parse-env';

const Schema = v.object({
  PORT: portVariable(3000),
  HOST: textVariable('127.0.0.1', 'a host name'),
  UPSTREAM: httpUrlVariable('http://127.0.0.1:3100/api/v1'),
  LOG_LEVEL: logLevelVariable,
});

describe('parseEnv', () => {
  it('applies the defaults when nothing is set', () => {
    expect(parseEnv(Schema, {})).toEqual({
      ok: true,
      value: {
        PORT: 3000,
        HOST: '127.0.0.1',
        UPSTREAM: 'http://127.0.0.1:3100/api/v1',
        LOG_LEVEL: 'info',
      },
    });
  });

  it('reads the values that are set', () => {
    const result = parseEnv(Schema, {
      PORT: '0',
      HOST: '0.0.0.0',
      UPSTREAM: 'https://api.example/v1',
    });
    expect(result).toEqual({
      ok: true,
      value: { PORT: 0, HOST: '0.0.0.0', UPSTREAM: 'https://api.example/v1', LOG_LEVEL: 'info' },
    });
  });

  it('names the variable, the expectation and the value in one line', () => {
    const result = parseEnv(Schema, { PORT: 'abc' });
    expect(result).toEqual({
      ok: false,
      message: 'invalid configuration: PORT="abc": expected a port number',
    });
  });

  it('lists every bad variable', () => {
    const result = parseEnv(Schema, {
      PORT: '70000',
      HOST: '',
      UPSTREAM: 'ftp://x',
      LOG_LEVEL: 'loud',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toContain('PORT="70000": expected a port number from 0 to 65535');
    expect(result.message).toContain('HOST="": expected a host name');
    expect(result.message).toContain('UPSTREAM="ftp://x": expected an http(s) URL');
    expect(result.message).toContain('LOG_LEVEL="loud": expected one of fatal');
    expect(result.message.split('\n')).toHaveLength(1);
  });
});
