import { ResponsiveLine } from '@nivo/line';

/** The nivo half of the sparkline, loaded on first use (sparkline.tsx). */
export function SparklinePlot(props: {
  data: { x: string; y: number }[];
  label: string;
  color: string;
  min: number;
  max: number;
}) {
  const { data, min, max } = props;
  return (
    <ResponsiveLine
      data={[{ id: props.label, data }]}
      margin={{ top: 4, right: 0, bottom: 4, left: 0 }}
      xScale={{ type: 'point' }}
      yScale={{ type: 'linear', min, max }}
      colors={[props.color]}
      lineWidth={2}
      enablePoints={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={null}
      axisLeft={null}
      enableArea
      areaOpacity={0.12}
      isInteractive={false}
      curve="monotoneX"
    />
  );
}
