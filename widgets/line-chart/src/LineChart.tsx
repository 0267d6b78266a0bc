import { useEffect, useId, useRef, useState } from 'react';
import { formatNumber, useTranslation } from '@anstoss/i18n';
import type { WidgetProps } from '@anstoss/runtime/widget';
import {
  chartGeometry,
  FALLBACK_WIDTH,
  labelEvery,
  PADDING,
  polylinePoints,
  RESIZE_DEBOUNCE_MS,
} from './logic.ts';
import type { LineChartProps } from './props.ts';
import './lineChart.css';

/**
 * Line colours (each at least 3:1 on white), and per series a dash pattern and a point marker of
 * its own, so lines differ without colour (WCAG 1.4.1); the legend beside each checkbox shows both.
 */
const COLOURS = ['#00643a', '#b3261e', '#1a56db', '#7a4d00', '#6b3fa0', '#00697a'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3', '12 4', '1 4'];
type Marker = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross' | 'bar';
const MARKERS: Marker[] = ['circle', 'square', 'triangle', 'diamond', 'cross', 'bar'];

/** A point marker around (x, y), in the series' colour. */
function PointMarker({
  kind,
  x,
  y,
  colour,
}: {
  kind: Marker;
  x: number;
  y: number;
  colour: string;
}) {
  const r = 3.5;
  const filled = { fill: colour, stroke: 'none', 'data-marker': kind };
  switch (kind) {
    case 'circle':
      return <circle cx={x} cy={y} r={r} {...filled} />;
    case 'square':
      return <rect x={x - r} y={y - r} width={2 * r} height={2 * r} {...filled} />;
    case 'triangle':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y + r} ${x - r - 1},${y + r}`}
          {...filled}
        />
      );
    case 'diamond':
      return (
        <polygon
          points={`${x},${y - r - 1} ${x + r + 1},${y} ${x},${y + r + 1} ${x - r - 1},${y}`}
          {...filled}
        />
      );
    case 'cross':
      return (
        <path
          d={`M${x - r},${y - r}L${x + r},${y + r}M${x - r},${y + r}L${x + r},${y - r}`}
          stroke={colour}
          strokeWidth={2}
          fill="none"
          data-marker={kind}
        />
      );
    case 'bar':
      return <rect x={x - 1.5} y={y - r - 1} width={3} height={2 * r + 2} {...filled} />;
  }
}

function measure(element: HTMLElement | null): number {
  const width = element?.clientWidth ?? 0;
  return width > 0 ? width : FALLBACK_WIDTH;
}

/**
 * A line chart: checkboxes choose the series, an SVG draws them (hidden from screen readers) and
 * a visually hidden table holds the same numbers for them. The drawing follows the container's
 * width, redrawn once resizing has paused.
 */
export function LineChart({ props }: WidgetProps<LineChartProps>) {
  const { t } = useTranslation();
  const baseId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  const [checked, setChecked] = useState(() => props.series.map((s) => s.checked));
  const [width, setWidth] = useState(FALLBACK_WIDTH);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setWidth(measure(boxRef.current));
    const frame = requestAnimationFrame(update);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);

  const shown = props.series
    .map((series, index) => ({ series, index }))
    .filter(({ index }) => checked[index]);
  const g = chartGeometry(
    shown.map(({ series }) => series),
    width,
    { yAxis: props.yAxis, xAxis: props.xAxis },
  );
  // The table lists the positions that hold a value (an x axis set longer than the data, e.g. a
  // whole season's matchdays, adds no empty rows).
  const rows = g.xLabels.slice(0, Math.max(0, ...shown.map(({ series }) => series.values.length)));
  const every = labelEvery(g.xLabels.length, width);
  const colour = (index: number) => COLOURS[index % COLOURS.length]!;
  const marker = (index: number) => MARKERS[index % MARKERS.length]!;
  const xName = (x: number) => props.labels?.[x] ?? String(x);
  const style = (index: number) => ({
    stroke: colour(index),
    strokeDasharray: DASHES[index % DASHES.length] || undefined,
  });

  return (
    <figure className="ast-widget ast-line-chart" aria-labelledby={`${baseId}-title`}>
      <figcaption id={`${baseId}-title`} className="ast-line-chart__title">
        {props.title}
      </figcaption>
      <fieldset className="ast-line-chart__series">
        <legend className="ast-visually-hidden">{t('anstoss.lineChart.series')}</legend>
        {props.series.map((series, index) => (
          <label key={index} className="ast-line-chart__toggle">
            <input
              type="checkbox"
              checked={checked[index] ?? false}
              onChange={() => setChecked(checked.map((c, i) => (i === index ? !c : c)))}
            />
            <svg width="32" height="12" aria-hidden="true" focusable="false">
              <g data-series={series.name}>
                <polyline points="0,6 32,6" strokeWidth="2.5" fill="none" {...style(index)} />
                <PointMarker kind={marker(index)} x={16} y={6} colour={colour(index)} />
              </g>
            </svg>
            {series.name}
          </label>
        ))}
      </fieldset>
      <div ref={boxRef} className="ast-line-chart__box">
        <svg
          className="ast-line-chart__svg"
          width={g.width}
          height={g.height}
          viewBox={`0 0 ${g.width} ${g.height}`}
          aria-hidden="true"
          focusable="false"
          data-testid="line-chart-svg"
        >
          {g.yTicks.map((v) => (
            <g key={`y${v}`}>
              <line
                className={v === 0 ? 'ast-line-chart__zero' : 'ast-line-chart__grid'}
                x1={PADDING.left}
                x2={g.width - PADDING.right}
                y1={g.y(v)}
                y2={g.y(v)}
              />
              <text x={PADDING.left - 6} y={g.y(v)} textAnchor="end" dominantBaseline="middle">
                {formatNumber(v)}
              </text>
            </g>
          ))}
          {g.xLabels.map((x) =>
            x % every === 0 ? (
              // The last label ends at the last point: centred, '13/03' was cut at the edge.
              <text
                key={`x${x}`}
                x={g.x(x)}
                y={g.height - 8}
                textAnchor={x > 0 && x === g.xLabels.length - 1 ? 'end' : 'middle'}
              >
                {xName(x)}
              </text>
            ) : null,
          )}
          {shown.map(({ series, index }) => (
            <g key={index} data-series={series.name}>
              <polyline
                className="ast-line-chart__line"
                points={polylinePoints(series.values, g)}
                {...style(index)}
              />
              {series.values.map((v, x) =>
                // A marker at each labelled x: many points stay readable.
                x % every === 0 ? (
                  <PointMarker
                    key={x}
                    kind={marker(index)}
                    x={g.x(x)}
                    y={g.y(v)}
                    colour={colour(index)}
                  />
                ) : null,
              )}
            </g>
          ))}
        </svg>
      </div>
      {shown.length === 0 ? (
        <p className="ast-line-chart__empty">{t('anstoss.lineChart.empty')}</p>
      ) : (
        // The wrapper hides it: a table is never narrower than its content, whatever its width.
        <div className="ast-visually-hidden">
          <table className="ast-line-chart__data">
            <caption>{props.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('anstoss.lineChart.x')}</th>
                {shown.map(({ series, index }) => (
                  <th key={index} scope="col">
                    {series.name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((x) => (
                <tr key={x}>
                  <th scope="row">{xName(x)}</th>
                  {shown.map(({ series, index }) => (
                    <td key={index}>
                      {series.values[x] === undefined ? '' : formatNumber(series.values[x])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </figure>
  );
}
