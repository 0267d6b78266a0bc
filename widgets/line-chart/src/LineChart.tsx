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

/** Line colours (each at least 3:1 on white) and dash patterns, so lines differ without colour. */
const COLOURS = ['#00643a', '#b3261e', '#1a56db', '#7a4d00', '#6b3fa0', '#00697a'];
const DASHES = ['', '6 3', '2 3', '8 3 2 3'];

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
  );
  const every = labelEvery(g.xLabels.length, width);
  const xName = (x: number) => props.labels?.[x] ?? String(x);
  const style = (index: number) => ({
    stroke: COLOURS[index % COLOURS.length],
    strokeDasharray: DASHES[Math.floor(index / COLOURS.length) % DASHES.length] || undefined,
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
            <svg width="24" height="10" aria-hidden="true" focusable="false">
              <line x1="0" y1="5" x2="24" y2="5" strokeWidth="3" {...style(index)} />
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
              <text key={`x${x}`} x={g.x(x)} y={g.height - 8} textAnchor="middle">
                {xName(x)}
              </text>
            ) : null,
          )}
          {shown.map(({ series, index }) => (
            <polyline
              key={index}
              className="ast-line-chart__line"
              data-series={series.name}
              points={polylinePoints(series.values, g)}
              {...style(index)}
            />
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
              {g.xLabels.map((x) => (
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
