import { ResponsiveLine } from '@nivo/line';
import { axisDate, axisMoney } from '../model/format';
import { SPARKLINE_AXIS_MARGIN } from '../model/sparkline';

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}/.test(value);

/** The nivo half of the sparkline, loaded on first use (sparkline.tsx). */
export function SparklinePlot(props: {
  data: { x: string; y: number }[];
  label: string;
  color: string;
  min: number;
  max: number;
}) {
  const { data, min, max } = props;
  const first = data[0]?.x;
  const last = data.at(-1)?.x;
  const dates = first !== undefined && last !== undefined && isDate(first) && isDate(last);
  return (
    <ResponsiveLine
      animate={false}
      data={[{ id: props.label, data }]}
      margin={SPARKLINE_AXIS_MARGIN}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min, max }}
      colors={[props.color]}
      lineWidth={2}
      enablePoints={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={dates ? { tickSize: 3, tickValues: [first, last], format: axisDate } : null}
      axisLeft={{ tickSize: 3, tickValues: [min, max], format: axisMoney }}
      enableArea
      areaOpacity={0.12}
      isInteractive={false}
      curve="monotoneX"
    />
  );
}
