import { type SQLWrapper, sql } from 'drizzle-orm';
import { storedFileNameOf } from '../../../shared/contract/common';
import type { AppDeps } from '../../appDeps';

/**
 * Does any record show this image URL: catalog records, order items' snapshots of a variant, a
 * rental's condition report (issue 29), or a version in the activity log (kept so a restored version shows its image again)?
 * `url` is a value, or a column (`uploadedFiles.url`) to ask it of every row of a statement.
 */
export const imageShown = (url: string | SQLWrapper) => sql`(
  exists(select 1 from equipment where image_url = ${url})
  or exists(select 1 from service_providers where image_url = ${url})
  or exists(select 1 from categories where image_url = ${url})
  or exists(select 1 from product_variants where image_url = ${url})
  or exists(select 1 from order_items where variant_image_url = ${url})
  or exists(select 1 from handover_photos where url = ${url})
  or exists(select 1 from activity_images where url = ${url}))`;

/**
 * A record stopped showing this image (replaced, removed, or the record deleted): if this
 * server stored it and nothing shows it any more, its row and file go. Called after the
 * record's change has committed, so a failure here is logged, not answered: the change stands
 * and at worst a file is left in the storage (the orphan purge removes it).
 */
export async function releaseImage(
  deps: Pick<AppDeps, 'db' | 'files' | 'log'>,
  url: string | null | undefined,
): Promise<void> {
  const fileName = url ? storedFileNameOf(url) : null;
  if (!url || !fileName) return;
  try {
    // One statement, so a record that starts showing the image meanwhile keeps its file.
    const { rows } = await deps.db.execute(
      sql`delete from uploaded_files where file_name = ${fileName} and not ${imageShown(url)} returning file_name`,
    );
    if (rows.length > 0) await deps.files.remove(fileName);
  } catch (error) {
    deps.log.warn({ err: error, url }, 'an image no record shows could not be removed');
  }
}
