import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app';
import { uploadedFiles } from '../../db/schema';

/** Is this image URL still shown anywhere (catalog records, or order items' snapshots)? */
const stillUsed = async ({ db }: Pick<AppDeps, 'db'>, url: string): Promise<boolean> => {
  const { rows } = await db.execute<{ used: boolean }>(sql`
    select exists(select 1 from equipment where image_url = ${url})
        or exists(select 1 from service_providers where image_url = ${url})
        or exists(select 1 from categories where image_url = ${url})
        or exists(select 1 from product_variants where image_url = ${url})
        or exists(select 1 from order_items where variant_image_url = ${url}) as used`);
  return rows[0]?.used ?? false;
};

/**
 * A record stopped showing this image (it was replaced, removed, or the record deleted): if
 * this server stored it and nothing else shows it, the file and its row go. Call it after
 * the record's change has committed; an absent file or a foreign URL is not an error.
 */
export async function releaseImage(deps: Pick<AppDeps, 'db' | 'config'>, url: string | null | undefined): Promise<void> {
  if (!url || (await stillUsed(deps, url))) return;
  const [file] = await deps.db.delete(uploadedFiles).where(eq(uploadedFiles.url, url)).returning();
  if (file) await rm(path.join(deps.config.uploadDir, path.basename(file.fileName)), { force: true });
}
