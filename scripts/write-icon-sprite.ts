/**
 * Writes apps/web/app/components/icons.svg, the sprite of the site's icons, from their Font Awesome definitions
 * (icon-definitions.ts): `npm run icons` after adding or changing an icon. icon.test.ts fails while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { iconSprite } from '../apps/web/app/components/icon-definitions.ts';

const target = fileURLToPath(new URL('../apps/web/app/components/icons.svg', import.meta.url));
writeFileSync(target, iconSprite());
console.log(`Wrote ${target}`);
