import { describePlayouts } from './playouts';

describePlayouts(3, 4);
