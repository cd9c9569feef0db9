// A small rate file in the accepted format (docs/billing.md "Sales tax by place"): the sales-tax screen offers it as an
// example to download, and the tests read it. Rates as the Texas Comptroller publishes them (a fraction, .010000 is 1 %).
export const SAMPLE_RATE_FILE = [
  'zip,city,local_code,jurisdiction,type,rate',
  ',,TX,Texas,state,.0625',
  '78701,Austin,2227015,Austin,city,.010000',
  '78701,,3227999,Austin MTA,transit,.010000',
  '78660,Pflugerville,2227042,Pflugerville,city,.010000',
  '78660,,3227999,Austin MTA,transit,.010000',
  '78660,,5227550,Travis County ESD No. 2,spd,.0025',
].join('\n');

/**
 * The same places in the layout of the Comptroller's published taxrates.txt, which loads as published: a control record
 * (record type 1, the quarter, the state's rate), then one tab-separated row per area, each four name, local code and
 * rate triples (the city, the county, a special purpose district, the transit authority; "n/a" and 0 where none). A
 * city over two counties has a row for each. The codes' first digit says the kind: 2 city, 3 transit, 4 county, 5 SPD.
 */
export const COMPTROLLER_SAMPLE_FILE = [
  ['1', '20254', 'TX', 'LOCAL SALES AND USE TAX RATES', '.062500', '20251001', '6'],
  ['Austin (Travis Co)', '2227015', '.010000', 'Travis Co', 'n/a', '0', 'n/a', 'n/a', '0', 'Austin MTA', '3227999', '.010000'],
  ['Austin (Williamson Co)', '2227015', '.010000', 'Williamson Co', 'n/a', '0', 'n/a', 'n/a', '0', 'Austin MTA', '3227999', '.010000'],
  ['Pflugerville (Travis Co)', '2227067', '.020000', 'Travis Co', 'n/a', '0', 'n/a', 'n/a', '0', 'n/a', 'n/a', '0'],
  ['Pflugerville (Williamson Co)', '2227067', '.020000', 'Williamson Co', 'n/a', '0', 'n/a', 'n/a', '0', 'n/a', 'n/a', '0'],
  ['Manor', '2227078', '.015000', 'Travis Co', 'n/a', '0', 'Travis County ESD No. 12', '5227532', '.005000', 'n/a', 'n/a', '0'],
]
  .map((cells) => cells.join('\t'))
  .join('\r\n');
