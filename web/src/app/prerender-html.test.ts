import { describe, expect, it } from 'vitest';
import { fillTemplate, prerenderedFile } from './prerender-html';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Thetix | Default</title>
    <meta
      name="description"
      content="Default description."
    />
    <meta property="og:title" content="Thetix | Default" />
    <meta property="og:description" content="Default description." />
    <meta name="twitter:title" content="Thetix | Default" />
    <meta name="twitter:description" content="Default description." />
    <meta property="og:image" content="/og-image.png" />
  </head>
  <body>
    <div id="root"></div>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </body>
</html>`;

const page = {
  html: '<main><h1>Terms of Service</h1><p>Price $& terms</p></main>',
  styles: '<style data-prerendered-styles="abc">.css-abc{color:red}</style>',
  meta: { title: 'Terms of Service | Thetix', description: 'The terms "as is" & <more>.' },
};

describe('prerenderedFile', () => {
  it.each([
    ['/', 'prerendered/index.html'],
    ['/thetix', 'prerendered/thetix/index.html'],
    ['/blog/what-is-a-covered-call', 'prerendered/blog/what-is-a-covered-call/index.html'],
    ['/blog/', 'prerendered/blog/index.html'],
  ])('writes %s to %s', (pathname, file) => {
    // Act
    const written = prerenderedFile(pathname);

    // Assess
    expect(written).toBe(file);
  });
});

describe('fillTemplate', () => {
  it('puts the page markup in #root, the app script untouched', () => {
    // Act
    const html = fillTemplate(template, page);

    // Assess
    expect(html).toContain(
      '<div id="root"><main><h1>Terms of Service</h1><p>Price $& terms</p></main></div>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<style data-prerendered-styles="abc">.css-abc{color:red}</style></head>');
  });

  it('names the page in the title, description and social tags, escaped, the image left as it was', () => {
    // Act
    const html = fillTemplate(template, page);

    // Assess
    expect(html).toContain('<title>Terms of Service | Thetix</title>');
    const description = 'The terms &quot;as is&quot; &amp; &lt;more&gt;.';
    expect(html).toContain(`name="description"\n      content="${description}"`);
    expect(html).toContain(`<meta property="og:title" content="Terms of Service | Thetix" />`);
    expect(html).toContain(`<meta property="og:description" content="${description}" />`);
    expect(html).toContain(`<meta name="twitter:title" content="Terms of Service | Thetix" />`);
    expect(html).toContain(`<meta name="twitter:description" content="${description}" />`);
    expect(html).toContain('<meta property="og:image" content="/og-image.png" />');
    expect(html).not.toContain('Default');
  });

  it('refuses markup with a script, which the Content-Security-Policy would block', () => {
    // Act
    const fill = () =>
      fillTemplate(template, { ...page, html: '<div>x</div><script>$RC("B:0","S:0")</script>' });

    // Assess
    expect(fill).toThrow(/may not contain a <script> element/);
  });

  it('refuses a template without an empty #root', () => {
    // Act
    const fill = () => fillTemplate(template.replace('<div id="root"></div>', '<div id="app"></div>'), page);

    // Assess
    expect(fill).toThrow(/no empty <div id="root"><\/div>/);
  });
});
