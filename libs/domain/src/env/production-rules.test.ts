import { describe, expect, it } from 'vitest';
import { refuseDevSettings, type ProductionRule } from './production-rules';

interface Config {
  secure: boolean;
  demo: boolean;
}

const rules: ProductionRule<Config>[] = [
  { variable: 'SECURE', refuses: (config) => !config.secure, instead: 'SECURE=true' },
  { variable: 'DEMO', refuses: (config) => config.demo, instead: 'DEMO=off' },
];
const devConfig: Config = { secure: false, demo: true };

describe('refuseDevSettings', () => {
  it('lets development settings through outside production', () => {
    for (const NODE_ENV of [undefined, '', 'development', 'test', 'Production']) {
      expect(refuseDevSettings({ NODE_ENV }, devConfig, rules)).toEqual({
        ok: true,
        value: devConfig,
      });
    }
  });

  it('keeps a production configuration as it is', () => {
    const config = { secure: true, demo: false };
    expect(refuseDevSettings({ NODE_ENV: 'production' }, config, rules)).toEqual({
      ok: true,
      value: config,
    });
  });

  it('names every development setting in one line, with what the operator wrote', () => {
    const result = refuseDevSettings({ NODE_ENV: 'production', SECURE: 'false' }, devConfig, rules);
    expect(result).toEqual({
      ok: false,
      message:
        'invalid configuration: SECURE="false": a development setting, refused when NODE_ENV=production (set SECURE=true); ' +
        'DEMO unset: a development setting, refused when NODE_ENV=production (set DEMO=off)',
    });
    expect(result.ok || result.message).not.toContain('\n');
  });
});
