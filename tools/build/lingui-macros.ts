import path from 'node:path';
import { getConfig } from '@lingui/conf';
import { defineRolldownBabelPreset } from '@rolldown/plugin-babel';

/** The one Lingui configuration: libs/i18n's, whichever project's Vite config loads it. */
export const linguiConfigPath = path.join(import.meta.dirname, '../../libs/i18n/lingui.config.ts');

const linguiConfig = getConfig({ configPath: linguiConfigPath });

/** Lingui's macros compile away at build time; only files that import one go through Babel. */
export const linguiMacros = defineRolldownBabelPreset({
  preset: () => ({ plugins: [['@lingui/babel-plugin-lingui-macro', { linguiConfig }]] }),
  rolldown: { filter: { code: /@lingui\/(?:core|react)\/macro/ } },
});
