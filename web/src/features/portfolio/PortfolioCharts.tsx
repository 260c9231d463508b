/**
 * The Analytics tab's charts (Recharts, loaded with the tab only): the top
 * attributes by points, the category donut over the first 6 of them (its
 * tooltip: the points of the slice's category), and the score over time.
 * Each chart is an image to assistive technology, named by a one-sentence
 * summary, with its data as a table in a disclosure below it.
 */
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Portfolio } from '#contract/features/me';
import { PORTFOLIO_DONUT_ATTRIBUTES } from '#domain';
import { formatDate } from '../../lib/format';
import { CHART_TITLE } from './AnalyticsSkeleton';

/** One colour per category, in the categories' order, then Other (each dark enough for white text and on white). */
const CATEGORY_COLOURS: Record<string, string> = {
  'Core Character': '#b4411f',
  'Interpersonal Skills': '#1f6fb4',
  'Leadership Qualities': '#6b3fa0',
  'Awareness & EQ': '#1f7a4d',
  'Thinking Style': '#8a6500',
  'Creative Thinking': '#a3286b',
  Other: '#4a5568',
};
const colourOf = (category: string) => CATEGORY_COLOURS[category] ?? CATEGORY_COLOURS.Other!;

const formatDay = (day: string) => formatDate(`${day}T00:00:00Z`, 'short', { timeZone: 'UTC' });

function ChartFigure({ id, title, summary, chart, table }: { id: string; title: string; summary: string; chart: ReactNode; table: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={`${id}-title`} gap="3" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '5' }}>
      <Heading as="h2" size="md" id={`${id}-title`}>
        {title}
      </Heading>
      <Text fontSize="sm" color="fg.muted" id={`${id}-summary`}>
        {summary}
      </Text>
      <Box role="img" aria-labelledby={`${id}-title ${id}-summary`} w="full" h="300px">
        {chart}
      </Box>
      <Box as="details" fontSize="sm">
        <Box as="summary" cursor="pointer" color="brand.fg" fontWeight="medium">
          Show the data as a table
        </Box>
        <Box pt="2" overflowX="auto">
          {table}
        </Box>
      </Box>
    </Stack>
  );
}

function DataTable({ caption, head, rows }: { caption: string; head: string[]; rows: (string | number)[][] }) {
  return (
    <Table.Root size="sm" variant="line">
      <Table.Caption captionSide="top" textAlign="start" pb="1">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          {head.map((h) => (
            <Table.ColumnHeader key={h} scope="col">
              {h}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={String(row[0])}>
            {row.map((cell, i) =>
              i === 0 ? (
                <Table.Cell key={i} as="th" scope="row" fontWeight="medium">
                  {cell}
                </Table.Cell>
              ) : (
                <Table.Cell key={i}>{cell}</Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

interface DonutTooltipProps {
  active?: boolean;
  payload?: readonly { payload?: Portfolio['top_attributes'][number] }[];
}

/** The donut's tooltip: the slice's attribute and the points of its whole category. */
function DonutTooltip({ active, payload }: DonutTooltipProps) {
  const slice = active ? payload?.[0]?.payload : undefined;
  if (!slice) return null;
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="md" px="3" py="2" boxShadow="md" fontSize="sm">
      <Text fontWeight="semibold">{slice.name}</Text>
      <Text>
        {slice.category}: {slice.category_points} points
      </Text>
    </Box>
  );
}

export default function PortfolioCharts({ portfolio }: { portfolio: Portfolio }) {
  const top = portfolio.top_attributes;
  const donut = top.slice(0, PORTFOLIO_DONUT_ATTRIBUTES);
  const series = portfolio.score_series.map((p) => ({ ...p, label: formatDay(p.day) }));
  const best = top[0];
  const first = series[0];
  const last = series.at(-1);
  const donutCategories = [...new Map(donut.map((d) => [d.category, d.category_points])).entries()];

  return (
    <Stack gap="6">
      <ChartFigure
        id="top-attributes"
        title={CHART_TITLE.attributes}
        summary={best ? `Your ${top.length} strongest attributes by points. ${best.name} leads with ${best.points} points.` : 'No attributes yet.'}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={top} layout="vertical" margin={{ left: 24, right: 16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey="name" width={150} tick={{ fontSize: 12 }} interval={0} />
              <Tooltip formatter={(value) => [`${String(value)} points`, 'Points']} />
              <Bar dataKey="points" name="Points" isAnimationActive={false}>
                {top.map((t) => (
                  <Cell key={t.name} fill={colourOf(t.category)} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Top attributes by points"
            head={['Attribute', 'Category', 'Points']}
            rows={top.map((t) => [t.name, t.category, t.points])}
          />
        }
      />
      <ChartFigure
        id="category-donut"
        title={CHART_TITLE.categories}
        summary={`Your first ${donut.length} attributes, coloured by category: ${donutCategories.map(([c, p]) => `${c} ${p} points`).join(', ')}.`}
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie data={donut} dataKey="points" nameKey="name" innerRadius="55%" outerRadius="85%" paddingAngle={2} isAnimationActive={false}>
                {donut.map((d) => (
                  <Cell key={d.name} fill={colourOf(d.category)} />
                ))}
              </Pie>
              <Tooltip content={<DonutTooltip />} />
              <Legend verticalAlign="bottom" iconType="circle" wrapperStyle={{ fontSize: 12 }} />
            </PieChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Points per category of your first attributes"
            head={['Attribute', 'Points', 'Category', 'Category points']}
            rows={donut.map((d) => [d.name, d.points, d.category, d.category_points])}
          />
        }
      />
      <ChartFigure
        id="score-over-time"
        title={CHART_TITLE.score}
        summary={
          first && last
            ? `Your score on each day you received a vouch, from ${first.score} points on ${first.label} to ${last.score} points on ${last.label}.`
            : 'No vouches yet.'
        }
        chart={
          <ResponsiveContainer width="100%" height="100%">
            <LineChart data={series} margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
              <YAxis allowDecimals={false} />
              <Tooltip formatter={(value) => [`${String(value)} points`, 'Score']} />
              <Line type="monotone" dataKey="score" name="Score" stroke="#1f6fb4" strokeWidth={2} dot={{ r: 3 }} isAnimationActive={false} />
            </LineChart>
          </ResponsiveContainer>
        }
        table={
          <DataTable
            caption="Score on each day with a vouch"
            head={['Day', 'Points received', 'Score']}
            rows={series.map((p) => [p.label, p.points, p.score])}
          />
        }
      />
    </Stack>
  );
}
