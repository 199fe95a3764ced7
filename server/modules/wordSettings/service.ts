/**
 * Word document settings: what applies to the caller's Word documents (their own, else the
 * defaults of domain/wordSettings/rules.ts), saving and resetting their own, and the layout the
 * report modules apply when they build a document for a user (`layoutFor`: the settings and the
 * logo's bytes). The logo must be an image file of the caller's tenant (app.fileService); a logo
 * whose file is gone or no longer readable is left out of the documents, never an error there.
 */
import type { FastifyBaseLogger } from 'fastify';
import { WordSettingsFields, type WordConfig, type WordSettings } from '../../../domain/wordSettings/contracts';
import { WORD_DEFAULT_SETTINGS, type WordSettingsValues } from '../../../domain/wordSettings/rules';
import { isImageName } from '../../../domain/files/rules';
import { ErrorCode } from '../../../domain/errors';
import type { Clock } from '../../clock';
import type { WordSettingsRow } from '../../db/schema';
import type { RequestContext } from '../../http/context';
import { BusinessError } from '../../http/errors';
import { type DocxLayout, imageInfo } from '../../reports/docx';
import { tenantScope } from '../../tenancy';
import type { FileService } from '../files';
import type { WordSettingsRepository } from './repository';

export interface WordSettingsServiceDeps {
  repo: WordSettingsRepository;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  fileService: Pick<FileService, 'findOwn' | 'imageDataUrl'>;
}

/** Stored settings as they apply now: each field a later version refuses falls back to its default. */
export function storedSettings(stored: unknown): WordSettingsValues {
  const values: Record<string, unknown> = { ...WORD_DEFAULT_SETTINGS };
  const given = (stored ?? {}) as Record<string, unknown>;
  for (const [key, schema] of Object.entries(WordSettingsFields.shape)) {
    const parsed = (schema as { safeParse(value: unknown): { success: boolean; data?: unknown } }).safeParse(given[key]);
    if (parsed.success) values[key] = parsed.data;
  }
  return values as unknown as WordSettingsValues;
}

export function createWordSettingsService({ repo, clock, log, fileService }: WordSettingsServiceDeps) {
  const accountOf = (auth: RequestContext) => auth.account.accountId;

  async function logoName(auth: RequestContext, objectId: string | null): Promise<string | null> {
    if (!objectId) return null;
    const row = await fileService.findOwn(tenantScope(auth), objectId);
    return row ? row.fileName : null;
  }

  async function configOf(auth: RequestContext, row: WordSettingsRow | undefined): Promise<WordConfig> {
    const settings = row ? storedSettings(row.settings) : WORD_DEFAULT_SETTINGS;
    return {
      settings: { ...settings },
      defaults: { ...WORD_DEFAULT_SETTINGS },
      customized: !!row,
      updatedAt: row ? row.updatedAt.toISOString() : null,
      logoFileName: await logoName(auth, settings.logoObjectId),
    };
  }

  return {
    /** GET /api/doc/word/config.json. */
    async config(auth: RequestContext): Promise<WordConfig> {
      return configOf(auth, await repo.forTenant(tenantScope(auth)).own(accountOf(auth)));
    },

    /** POST /api/doc/word/user/save.json: the logo must be an image file of the caller's tenant. */
    async save(auth: RequestContext, body: WordSettings): Promise<WordConfig> {
      const scope = tenantScope(auth);
      const logoObjectId = body.logoObjectId || null;
      if (logoObjectId) {
        const file = await fileService.findOwn(scope, logoObjectId);
        if (!file) throw new BusinessError(ErrorCode.WORD_LOGO_NOT_FOUND);
        if (!isImageName(file.fileName)) throw new BusinessError(ErrorCode.WORD_LOGO_NOT_IMAGE);
      }
      const row = await repo.forTenant(scope).save(accountOf(auth), { ...body, logoObjectId }, clock.now());
      return configOf(auth, row);
    },

    /** POST /api/doc/word/user/reset.json: back to the defaults. */
    async reset(auth: RequestContext): Promise<WordConfig> {
      await repo.forTenant(tenantScope(auth)).remove(accountOf(auth));
      return configOf(auth, undefined);
    },

    /** The layout of a Word document made for this user: their settings and their logo's bytes. */
    async layoutFor(auth: RequestContext): Promise<DocxLayout> {
      const row = auth.tenant ? await repo.forTenant(tenantScope(auth)).own(accountOf(auth)) : undefined;
      const settings = row ? storedSettings(row.settings) : { ...WORD_DEFAULT_SETTINGS };
      if (!settings.logoObjectId) return { settings, logo: null };
      try {
        const image = await fileService.imageDataUrl(auth, settings.logoObjectId);
        const bytes = Buffer.from(image.dataUrl.slice(image.dataUrl.indexOf(',') + 1), 'base64');
        const info = imageInfo(bytes);
        return { settings, logo: info ? { ...info, bytes } : null };
      } catch (error) {
        log.warn({ err: error, objectId: settings.logoObjectId }, 'Word logo left out');
        return { settings, logo: null };
      }
    },
  };
}

export type WordSettingsService = ReturnType<typeof createWordSettingsService>;
