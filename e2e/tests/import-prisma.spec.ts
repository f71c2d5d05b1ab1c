import { expect, httpStatusError, test } from '../support/fixtures';
import { openDiagram, tableNamed } from '../support/visualizer';

// Issue 40, item 2: a Prisma schema opened in the Import dialog is read by Prisma's own engine on
// the server, and its models are drawn as the tables prisma migrate creates, related as its
// relations say; a schema Prisma refuses shows Prisma's message with its line.

const SCHEMA = `datasource db {
  provider = "postgresql"
}

model Customer {
  id     Int     @id @default(autoincrement())
  email  String  @unique
  orders Order[]

  @@map("customers")
}

model Order {
  id         Int      @id @default(autoincrement())
  customerId Int      @map("customer_id")
  customer   Customer @relation(fields: [customerId], references: [id], onDelete: Cascade)

  @@map("orders")
}
`;

test('a schema.prisma file opened in the Import dialog is drawn with its relations', async ({
  page,
  allowConsoleErrors,
}) => {
  // The schema Prisma refuses is answered 422, which the browser logs.
  allowConsoleErrors(httpStatusError(422));
  await openDiagram(page);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.locator('input[type=file]').setInputFiles([
    {
      name: 'schema.prisma',
      mimeType: 'text/plain',
      buffer: Buffer.from('model Broken {\n  id Int @id\n  x Foo\n}\n'),
    },
  ]);
  await expect(dialog.getByRole('combobox', { name: 'Dialect' })).toHaveValue('Prisma');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const problems = dialog.getByTestId('import-problems');
  await expect(problems).toContainText('Line 3');
  await expect(problems).toContainText('Type "Foo" is neither a built-in type');

  await dialog
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'schema.prisma', mimeType: 'text/plain', buffer: Buffer.from(SCHEMA) },
    ]);
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tableNamed(page, 'customers')).toBeVisible();
  await expect(tableNamed(page, 'orders')).toBeVisible();
  await expect(page.locator('.react-flow__edge')).toHaveCount(1);
});
