/**
 * The dashboards' charts (@ant-design/charts), loaded with React.lazy by ChartCard so only these
 * pages pay for the chart library. Every bar, column and point carries its number as a label:
 * nothing needs a hover to be read.
 *
 * - bar: ranked horizontal bars (a category per row, largest first as given);
 * - column: columns per category, one series or several (`series`), grouped or stacked;
 * - line: one line per series over months;
 * - dual: columns of one figure and a line of another over the same months (two axes).
 */
import { Bar, Column, DualAxes, Line } from '@ant-design/charts';
import type React from 'react';
import { num } from './format';

type Row = Record<string, string | number | null>;

export type ChartSpec =
  | {
      kind: 'bar';
      data: Row[];
      x: string;
      y: string;
      series?: string;
      group?: boolean /** A field holding each bar's label text (default: the value). */;
      label?: string;
    }
  | { kind: 'column'; data: Row[]; x: string; y: string; series?: string; stack?: boolean }
  | { kind: 'line'; data: Row[]; x: string; y: string; series?: string }
  | { kind: 'dual'; data: Row[]; x: string; columns: { field: string; name: string }; line: { field: string; name: string } };

const legend = { color: { position: 'bottom', layout: { justifyContent: 'center' } } };
const labelOf = (field: string) => (row: Row) => (typeof row[field] === 'number' ? num(row[field] as number, 1) : '');

const MetricChart: React.FC<{ spec: ChartSpec; height?: number }> = ({ spec, height = 300 }) => {
  switch (spec.kind) {
    case 'bar': {
      const rows = new Set(spec.data.map((row) => row[spec.x])).size;
      // Room right of the longest bar for its label.
      const max = Math.max(0, ...spec.data.map((row) => Number(row[spec.y]) || 0));
      const labelField = spec.label;
      return (
        <Bar
          data={spec.data}
          xField={spec.x}
          yField={spec.y}
          {...(spec.series ? { colorField: spec.series, group: spec.group ?? true, legend } : { legend: false })}
          height={Math.max(160, rows * (spec.series ? 44 : 30) + 60)}
          label={{
            text: labelField ? (row: Row) => String(row[labelField] ?? '') : labelOf(spec.y),
            position: 'right',
            textAlign: 'start',
            dx: 6,
            style: { fill: '#333' },
          }}
          scale={{ y: { domainMax: max > 0 ? max * (labelField ? 1.6 : 1.15) : 1 } }}
          axis={{ y: { labelFormatter: (v: number) => num(v, 1), labelAutoRotate: false, labelAutoHide: true } }}
          animate={false}
        />
      );
    }
    case 'column':
      return (
        <Column
          data={spec.data}
          xField={spec.x}
          yField={spec.y}
          {...(spec.series ? { colorField: spec.series, legend, ...(spec.stack ? { stack: true } : { group: true }) } : {})}
          height={height}
          label={{ text: labelOf(spec.y), position: spec.stack ? 'inside' : 'top', textBaseline: 'bottom' }}
          axis={{ x: { labelAutoRotate: true, labelAutoHide: true } }}
          animate={false}
        />
      );
    case 'line':
      return (
        <Line
          data={spec.data}
          xField={spec.x}
          yField={spec.y}
          {...(spec.series ? { colorField: spec.series, legend } : {})}
          point={{ shapeField: 'circle', sizeField: 3 }}
          height={height}
          label={{ text: labelOf(spec.y), dy: -10, textAlign: 'center' }}
          axis={{ x: { labelAutoRotate: true, labelAutoHide: true } }}
          animate={false}
        />
      );
    case 'dual': {
      // DualAxes takes its marks as a `children` config (not React children).
      const config = {
        data: spec.data,
        xField: spec.x,
        height,
        legend,
        animate: false,
        children: [
          {
            type: 'interval',
            yField: spec.columns.field,
            colorField: () => spec.columns.name,
            label: { text: labelOf(spec.columns.field), position: 'inside' },
            axis: { y: { title: spec.columns.name } },
          },
          {
            type: 'line',
            yField: spec.line.field,
            colorField: () => spec.line.name,
            style: { lineWidth: 2 },
            label: { text: labelOf(spec.line.field), dy: -10, textAlign: 'center' },
            axis: { y: { position: 'right', title: spec.line.name } },
          },
        ],
      };
      return <DualAxes {...config} />;
    }
  }
};

export default MetricChart;
