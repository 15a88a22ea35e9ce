/** @jsxRuntime automatic @jsxImportSource react */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { PALETTE, type MailBrand } from './brand.js';
import type { MailAmount, MailBlock, MailContent, MailItem } from './content.js';

const FONT = "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const text: CSSProperties = { margin: '0 0 16px', fontSize: '16px', lineHeight: '24px', color: PALETTE.text, overflowWrap: 'anywhere' };
const small: CSSProperties = { ...text, margin: 0, fontSize: '14px', lineHeight: '20px', color: PALETTE.muted };
const amountCell: CSSProperties = { textAlign: 'right', whiteSpace: 'nowrap', verticalAlign: 'top', paddingLeft: '12px' };
const ruleAbove: CSSProperties = { borderTop: `1px solid ${PALETTE.rule}` };

/**
 * Clients that honour the reader's dark mode get the storefront's dark pairs; the classes name what each colour is for.
 * The button keeps its accent with white words, which reads on both backgrounds.
 */
const darkStyles = (brand: MailBrand) => `
@media (prefers-color-scheme: dark) {
  .mail-page { background-color: ${PALETTE.darkPage} !important; }
  .mail-card { background-color: ${PALETTE.darkCard} !important; }
  .mail-text { color: ${PALETTE.darkText} !important; }
  .mail-muted { color: ${PALETTE.darkMuted} !important; }
  .mail-link { color: ${brand.accentOnDark} !important; }
}`;

/** Lines of one paragraph, a line break apart. */
const Lines = ({ lines }: { lines: readonly string[] }) =>
  lines.map((line, index) => (
    <Fragment key={index}>
      {index > 0 && <br />}
      {line}
    </Fragment>
  ));

function Item({ item, first, accent }: { item: MailItem; first: boolean; accent: string }) {
  const cell: CSSProperties = { padding: '12px 0', verticalAlign: 'top', ...(first ? {} : ruleAbove) };
  return (
    <Row>
      <Column style={{ ...cell, width: '72px' }}>
        {item.imageUrl ? (
          <Img
            src={item.imageUrl}
            width="60"
            height="60"
            alt=""
            style={{ borderRadius: '6px', objectFit: 'contain', backgroundColor: '#ffffff' }}
          />
        ) : null}
      </Column>
      <Column style={cell}>
        <Text className="mail-text" style={{ ...text, margin: 0 }}>
          {item.url ? (
            <Link href={item.url} className="mail-link" style={{ color: accent, textDecoration: 'underline' }}>
              {item.text}
            </Link>
          ) : (
            item.text
          )}
        </Text>
        {item.options.length > 0 && (
          <Text className="mail-muted" style={small}>
            <Lines lines={item.options} />
          </Text>
        )}
      </Column>
      <Column className="mail-text" style={{ ...cell, ...amountCell, color: PALETTE.text, fontSize: '16px' }}>
        {item.amount}
      </Column>
    </Row>
  );
}

function Amount({ row, total }: { row: MailAmount; total?: boolean }) {
  const cell: CSSProperties = { padding: '4px 0', fontSize: '16px', lineHeight: '24px', color: PALETTE.text, verticalAlign: 'top' };
  const strong: CSSProperties = total ? { ...cell, fontWeight: 700, borderTop: `2px solid ${PALETTE.text}`, paddingTop: '8px' } : cell;
  return (
    <Row>
      <Column className="mail-text" style={strong}>
        {total ? <strong>{row.title}</strong> : row.title}
      </Column>
      <Column className="mail-text" style={{ ...strong, ...amountCell }}>
        {row.amount}
      </Column>
    </Row>
  );
}

function Block({ block, brand }: { block: MailBlock; brand: MailBrand }): ReactNode {
  switch (block.kind) {
    case 'paragraph':
      return (
        <Text className="mail-text" style={text}>
          <Lines lines={block.lines.filter(Boolean)} />
        </Text>
      );
    case 'details':
      return (
        <Text className="mail-text" style={text}>
          <strong>{block.heading}</strong>
          <br />
          <Lines lines={block.lines} />
        </Text>
      );
    case 'items':
      return (
        <Section style={{ margin: '8px 0 0' }}>
          <Text className="mail-text" style={{ ...text, margin: 0, fontWeight: 700 }}>
            {block.heading}
          </Text>
          {block.items.map((item, index) => (
            <Item key={index} item={item} first={index === 0} accent={brand.accent} />
          ))}
        </Section>
      );
    case 'totals':
      return (
        <Section style={{ ...ruleAbove, margin: '0 0 16px', paddingTop: '8px' }}>
          {block.rows.map((row, index) => (
            <Amount key={index} row={row} />
          ))}
          <Amount row={block.total} total />
        </Section>
      );
    case 'code':
      return (
        <Section style={{ margin: '0 0 16px' }}>
          <Text className="mail-text" style={{ ...text, margin: '0 0 8px' }}>
            {block.label}
          </Text>
          <Text
            className="mail-text"
            style={{
              ...text,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: '20px',
              letterSpacing: '2px',
              padding: '12px',
              border: `2px dashed ${brand.accent}`,
              borderRadius: '6px',
              textAlign: 'center',
            }}
          >
            {block.code}
          </Text>
        </Section>
      );
    case 'action':
      return (
        <Section style={{ margin: '8px 0 24px' }}>
          <Button
            href={block.url}
            style={{
              backgroundColor: brand.accent,
              color: '#ffffff',
              fontSize: '16px',
              fontWeight: 700,
              lineHeight: '24px',
              padding: '12px 24px',
              borderRadius: '6px',
              textDecoration: 'none',
            }}
          >
            {block.label}
          </Button>
        </Section>
      );
  }
}

/**
 * The one layout of every shop mail: the store's logo and name, a card with the greeting, the blocks and the closing,
 * and a footer with the shop's address. Fluid up to 600 px, so it reads from 320 px phones up.
 */
export function MailDocument({ content, brand }: { content: MailContent; brand: MailBrand }) {
  return (
    <Html lang={brand.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{content.subject}</title>
        <style>{darkStyles(brand)}</style>
      </Head>
      <Preview>{content.preview}</Preview>
      <Body className="mail-page" style={{ margin: 0, backgroundColor: PALETTE.page, fontFamily: FONT }}>
        <Container style={{ maxWidth: '600px', width: '100%', padding: '16px 8px' }}>
          <Section style={{ padding: '0 8px 16px' }}>
            {/* The logo's PNG is on white, so it reads on a dark page too; its alt is the store's name when images are off. */}
            <Img
              src={brand.logo.url}
              width={String(brand.logo.width)}
              height={String(brand.logo.height)}
              alt={brand.storeName}
              className="mail-text"
              style={{ borderRadius: '8px', color: PALETTE.text, fontSize: '20px', fontWeight: 700, fontFamily: 'Georgia, serif' }}
            />
          </Section>
          <Section
            className="mail-card"
            style={{ backgroundColor: PALETTE.card, borderRadius: '8px', padding: '24px 16px', borderTop: `4px solid ${brand.accent}` }}
          >
            <Text className="mail-text" style={text}>
              {content.greeting}
            </Text>
            {content.blocks.map((block, index) => (
              <Block key={index} block={block} brand={brand} />
            ))}
            {content.closing.length > 0 && (
              <Text className="mail-text" style={{ ...text, margin: 0 }}>
                <Lines lines={content.closing} />
              </Text>
            )}
          </Section>
          <Section style={{ padding: '16px 8px' }}>
            <Text className="mail-muted" style={small}>
              <Lines lines={brand.addressLines} />
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
