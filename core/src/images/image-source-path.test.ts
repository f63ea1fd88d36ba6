import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageSourceOf, isSafeImageSourcePath, isVectorImageSource, parseImageSourcePath } from './image-source-path.ts';

describe('parseImageSourcePath', () => {
  it('reads a root name, folders and an image file', () => {
    expect(parseImageSourcePath('uploads/logos/banque-du-nord.svg')).toEqual({ ok: true, value: 'uploads/logos/banque-du-nord.svg' });
    expect(parseImageSourcePath('uploads/a1b2c3.PNG')).toEqual({ ok: true, value: 'uploads/a1b2c3.PNG' });
  });

  it('refuses every path trick, encoded or not', () => {
    const hostile = [
      '../data/pretscope.sqlite',
      'uploads/../../etc/passwd.png',
      'uploads/%2e%2e/%2e%2e/etc/passwd.png',
      'uploads/%2E%2E%2Fsecret.png',
      'uploads/%252e%252e/secret.png',
      'uploads%2F..%2F..%2Fsecret.png',
      'uploads/..%5C..%5Csecret.png',
      'uploads\\..\\secret.png',
      '/etc/passwd.png',
      '%2Fetc%2Fpasswd.png',
      'C:%5Cwindows%5Cwin.png',
      'uploads/logo.png%00.svg',
      'uploads/.hidden.png',
      'uploads//logo.png',
      'uploads/logo.png/',
      'uploads/%E0%A4%A.png',
      'uploads/logo.sqlite',
      'uploads/logo',
      'logo.png',
      '',
    ];
    for (const path of hostile) expect(parseImageSourcePath(path).ok, path).toBe(false);
    expect(parseImageSourcePath('../x.png')).toEqual({
      ok: false,
      error: {
        type: 'image/invalid-path',
        message: 'Chemin d’image invalide\u00a0: seuls les fichiers d’images du site peuvent être demandés.',
      },
    });
  });

  it('property: an accepted path never climbs, never starts at the file system root and has an image extension', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constantFrom('..', '.', '%2e%2e', '%2F', '%5C', '%00', 'uploads', 'a.png', 'b.svg', ''), fc.string()), {
          minLength: 1,
          maxLength: 6,
        }),
        (segments) => {
          const result = parseImageSourcePath(segments.join('/'));
          if (!result.ok) return;
          const parts = result.value.split('/');
          expect(parts.every((part) => part !== '..' && part !== '.' && part !== '' && !part.includes('\\') && !part.includes('\0'))).toBe(
            true,
          );
          expect(result.value).toMatch(/\.(jpe?g|png|webp|avif|gif|svg)$/i);
        },
      ),
    );
  });
});

describe('imageSourceOf', () => {
  it('turns a site path into a source path, and leaves other sites and data: URLs alone', () => {
    expect(imageSourceOf('/uploads/articles/taux.svg')).toBe('uploads/articles/taux.svg');
    expect(imageSourceOf('https://example.com/logo.png')).toBeNull();
    expect(imageSourceOf('//example.com/uploads/logo.png')).toBeNull();
    expect(imageSourceOf('data:image/png;base64,AAAA')).toBeNull();
    expect(imageSourceOf('/uploads/logo.png?v=2')).toBeNull();
    expect(imageSourceOf('/uploads/../logo.png')).toBeNull();
    expect(isSafeImageSourcePath('uploads/logo.png')).toBe(true);
  });

  it('knows a vector source by its extension', () => {
    expect(isVectorImageSource('uploads/a.SVG')).toBe(true);
    expect(isVectorImageSource('uploads/a.png')).toBe(false);
  });
});
