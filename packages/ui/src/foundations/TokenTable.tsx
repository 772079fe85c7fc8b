// The design tokens as design tools get them (packages/ui/src/styles/tokens.json, written by `npm run tokens`),
// one table per group, with each theme's value and a swatch for colours.
import tokens from '../styles/tokens.json';

interface Token {
  $value: string | number;
  $type?: string;
}
type Sets = Record<'light' | 'dark', Record<string, Record<string, Token>>>;

const { light, dark }: Sets = tokens;

function Swatch({ value }: { value: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: '1.25rem',
        height: '1.25rem',
        marginRight: '0.5rem',
        verticalAlign: 'middle',
        border: '1px solid #7d8799',
        borderRadius: '4px',
        background: value,
      }}
    />
  );
}

function Value({ token }: { token: Token | undefined }) {
  if (!token) return null;
  const value = String(token.$value);
  const isColour = token.$type === 'color' && !value.startsWith('{');
  return (
    <span>
      {isColour && <Swatch value={value} />}
      <code>{value}</code>
    </span>
  );
}

/** Every group of tokens.json as a table: name (as a CSS custom property), type, light value, dark value. */
export function TokenTable() {
  return (
    <>
      {Object.entries(light).map(([group, members]) => (
        <section key={group}>
          <h3>{group}</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">token</th>
                <th scope="col">type</th>
                <th scope="col">light</th>
                <th scope="col">dark</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(members).map(([name, token]) => (
                <tr key={name}>
                  <td>
                    <code>
                      {group}.{name}
                    </code>
                  </td>
                  <td>{token.$type ?? '—'}</td>
                  <td>
                    <Value token={token} />
                  </td>
                  <td>
                    <Value token={dark[group]?.[name]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}
